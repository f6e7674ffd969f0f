import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { sessionActions, useReauth } from '../../stores/session-store';
import { useSetting } from '../../stores/settings-store';
import { BusyButton } from '../../ui/BusyButton';
import { CaptchaButton } from '../login/CaptchaButton';
import { useCaptcha } from '../login/use-captcha';

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Gives the keyboard back to the work behind the dialog: what had it, else the top open dialog or drawer (a form being
 * saved had its button disabled meanwhile). Focus inside a modal is also what makes Fluent's focus manager treat that
 * modal as the active one again, so the drawer behind is reachable and not left hidden from assistive technology.
 */
const focusBack = (before: Element | null) => {
  const modal = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].at(-1);
  const usable = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement && element.isConnected && element.matches(FOCUSABLE);
  if (usable(before) && (!modal || modal.contains(before))) return before.focus();
  // A field of the form behind first: typing is what the operator was doing.
  const target = modal
    ? (modal.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])') ??
      modal.querySelector<HTMLElement>(FOCUSABLE))
    : document.getElementById('workspace-main');
  target?.focus();
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  who: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  captchaRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  captchaInput: { flexGrow: 1, width: 0 },
  actions: { justifyContent: 'space-between' },
});

/**
 * Signing in again in place (issue 20 item 7): the session expired under the workspace (the server refused a refresh,
 * an administrator reset the password, a sign-out elsewhere), and instead of leaving for /login the window keeps every
 * page and unsaved form behind this dialog. The account is the one that was signed in; only its password (and the
 * captcha) is asked. Signing in finishes the wait in every window; "sign out" gives the work up and goes to /login.
 * Esc and outside clicks do nothing: the work behind must not be lost by a stray key.
 */
export const ReauthDialog = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const reauth = useReauth();
  const queryClient = useQueryClient();
  const captchaMode = useSetting('captchaMode');
  const captcha = useCaptcha(captchaMode && reauth !== null);
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [problems, setProblems] = useState<{ password?: string; captchaCode?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const open = reauth !== null;
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    // After the dialog's own focus restore has run (it restores into a button that may be disabled now).
    return () => void setTimeout(() => focusBack(before), 0);
  }, [open]);
  if (!reauth) return null;
  const { user } = reauth;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = {
      ...(password === '' ? { password: t('desktop.reauth.passwordRequired') } : {}),
      ...(captchaMode && captchaCode.trim() === '' ? { captchaCode: t('desktop.reauth.captchaRequired') } : {}),
    };
    if (Object.keys(missing).length > 0) {
      setProblems(missing);
      (missing.password ? passwordRef : captchaRef).current?.focus();
      return;
    }
    setBusy(true);
    setProblems({});
    const result = await getApi().invoke('auth.login', {
      tenantId: user.tenantId,
      username: user.account,
      password,
      ...(captchaMode ? { captchaKey: captcha.data?.key ?? '', captchaCode: captchaCode.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) {
      sessionActions.changed(result.data);
      setPassword('');
      setCaptchaCode('');
      // What failed while signed out loads again; what was typed stays.
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error', type: 'active' });
      return;
    }
    if (captchaMode) void captcha.refetch();
    setCaptchaCode('');
    const fields = result.error.fieldErrors ?? {};
    setProblems({
      password: fields.password,
      captchaCode: fields.captchaCode,
      form: t('desktop.reauth.failed', { message: result.error.message }),
    });
    passwordRef.current?.select();
  };

  const signOut = async () => {
    setBusy(true);
    // Main ended the session already; this only makes sure nothing of it is left.
    await getApi().invoke('auth.forceLogout');
    sessionActions.abandonReauth();
    setBusy(false);
  };

  return (
    <Dialog open modalType="alert" onOpenChange={() => undefined}>
      <DialogSurface aria-describedby="reauth-body" data-testid="reauth-dialog">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{t('desktop.reauth.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <p id="reauth-body">
                {reauth.reason === 'unauthorized' ? t('desktop.reauth.bodyUnauthorized') : t('desktop.reauth.body')}
              </p>
              <Field label={t('desktop.reauth.account')}>
                <p className={styles.who}>{user.realName ? `${user.realName}(${user.account})` : user.account}</p>
              </Field>
              <Field
                label={t('desktop.reauth.password')}
                required
                validationMessage={problems.password}
                validationState={problems.password ? 'error' : 'none'}
              >
                <Input
                  ref={passwordRef}
                  name="reauthPassword"
                  type="password"
                  autoFocus
                  autoComplete="current-password"
                  value={password}
                  disabled={busy}
                  onChange={(_, data) => setPassword(data.value)}
                />
              </Field>
              {captchaMode && (
                <Field
                  label={t('desktop.reauth.captcha')}
                  required
                  validationMessage={problems.captchaCode}
                  validationState={problems.captchaCode ? 'error' : 'none'}
                >
                  <div className={styles.captchaRow}>
                    <Input
                      ref={captchaRef}
                      className={styles.captchaInput}
                      name="reauthCaptcha"
                      autoComplete="off"
                      value={captchaCode}
                      disabled={busy}
                      onChange={(_, data) => setCaptchaCode(data.value)}
                    />
                    <CaptchaButton
                      image={captcha.data?.image}
                      loading={captcha.isFetching}
                      failed={captcha.isError && !captcha.isFetching}
                      onRefresh={() => void captcha.refetch()}
                    />
                  </div>
                </Field>
              )}
              {problems.form && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{problems.form}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions className={styles.actions} fluid>
              <Button
                appearance="subtle"
                disabled={busy}
                onClick={() => void signOut()}
                title={t('desktop.reauth.signOutHint')}
              >
                {t('desktop.reauth.signOut')}
              </Button>
              <BusyButton
                type="submit"
                busy={busy}
                busyLabel={t('desktop.reauth.submitting')}
                data-testid="reauth-submit"
              >
                {t('desktop.reauth.submit')}
              </BusyButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
