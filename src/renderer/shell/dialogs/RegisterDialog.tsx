import {
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
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/contract/session';
import type { TranslationKey } from '../../../shared/i18n';
import { getApi } from '../../platform/api';
import { BusyButton } from '../../ui/BusyButton';
import {
  firstRegistrationIssue,
  type RegistrationField,
  type RegistrationIssue,
  type RegistrationValues,
} from './registration';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: '380px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const fields: ReadonlyArray<{
  field: RegistrationField;
  label: TranslationKey;
  placeholder: TranslationKey;
  password?: boolean;
}> = [
  { field: 'tenantId', label: 'register.tenantId', placeholder: 'register.tenantIdPlaceholder' },
  { field: 'name', label: 'register.name', placeholder: 'register.namePlaceholder' },
  { field: 'account', label: 'register.account', placeholder: 'register.accountPlaceholder' },
  { field: 'password', label: 'register.password', placeholder: 'register.passwordPlaceholder', password: true },
  { field: 'password2', label: 'register.password2', placeholder: 'register.password2Placeholder', password: true },
];

const required: ReadonlySet<RegistrationField> = new Set(['tenantId', 'account', 'password', 'password2']);

export interface RegisterDialogProps {
  user: SessionUser | null;
  /** The tenant bound to the server's domain; when known the tenant field is not shown. */
  detectedTenantId: string | undefined;
  onRegistered: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/** 账号注册 (spec 000 §2.3): a social sign-in with no bound account applies for one. */
export const RegisterDialog = ({
  user,
  detectedTenantId,
  onRegistered,
  onSignOut,
  signingOut,
}: RegisterDialogProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const tenantShown = !detectedTenantId;
  const [values, setValues] = useState<RegistrationValues>(() => ({
    tenantId: user?.tenantId ?? '',
    name: user?.realName ?? '',
    account: '',
    password: '',
    password2: '',
  }));
  const [issue, setIssue] = useState<RegistrationIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = firstRegistrationIssue(values, { tenantShown });
    setIssue(found);
    setFailure(null);
    if (found) {
      refs.current[found.field]?.focus();
      return;
    }
    setBusy(true);
    const account = values.account.trim();
    const result = await getApi().invoke('auth.registerGuest', {
      tenantId: detectedTenantId ?? values.tenantId.trim(),
      name: values.name.trim() || account,
      account,
      password: values.password,
      oauthId: user?.oauthId ?? '',
    });
    setBusy(false);
    if (result.ok) {
      onRegistered();
      return;
    }
    // The server's msg when it sent one; anything else (unreachable, refused input) is 提交失败.
    setFailure(
      result.error.code === 'http' && result.error.message ? result.error.message : t('messages.submitFailed'),
    );
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('registration.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <p className={styles.intro}>{t('register.intro')}</p>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {fields
                .filter(({ field }) => field !== 'tenantId' || tenantShown)
                .map(({ field, label, placeholder, password }) => {
                  const message = issue?.field === field ? t(issue.message) : undefined;
                  return (
                    <Field
                      key={field}
                      label={t(label)}
                      required={required.has(field)}
                      validationState={message ? 'error' : 'none'}
                      validationMessage={message}
                    >
                      <Input
                        ref={(element) => {
                          refs.current[field] = element;
                        }}
                        name={field}
                        type={password ? 'password' : 'text'}
                        autoComplete={password ? 'new-password' : 'off'}
                        maxLength={field === 'tenantId' ? 12 : 64}
                        value={values[field]}
                        placeholder={t(placeholder)}
                        disabled={busy || signingOut}
                        onChange={(_, data) => setValues((v) => ({ ...v, [field]: data.value }))}
                      />
                    </Field>
                  );
                })}
            </DialogContent>
            <DialogActions>
              <BusyButton appearance="secondary" busy={signingOut} disabled={busy} onClick={onSignOut}>
                {t('register.signOut')}
              </BusyButton>
              <BusyButton type="submit" busy={busy} busyLabel={t('register.submitting')} disabled={signingOut}>
                {t('register.submit')}
              </BusyButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
