import {
  Button,
  Field,
  Input,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowRightRegular, LockClosedRegular, SignOutRegular } from '@fluentui/react-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { getApi } from '../../platform/api';
import { unlockWorkspace, useLockState, useReturnPath } from '../../stores/lock-store';
import { useIsSignedIn, useSessionUser } from '../../stores/session-store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { signOutEverywhere } from '../dialogs/sign-out';
import { UserAvatar } from '../header-actions/UserAvatar';
import { LockClock } from './LockClock';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXXL,
    padding: '32px',
    boxSizing: 'border-box',
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground})`,
  },
  card: {
    width: '100%',
    maxWidth: '380px',
    boxSizing: 'border-box',
    padding: '32px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  reason: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground3,
  },
  form: { width: '100%', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  input: { flexGrow: 1, minWidth: 0 },
  full: { width: '100%' },
});

/** /lock: who is signed in, the lock password, and a way out. Unlocking returns where the operator was. */
export const LockPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const lock = useLockState();
  const returnTo = useReturnPath();
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  if (!signedIn) return <Navigate to="/login" replace />;
  // Unlocked here or in another window: back to work. Not while signing out (main clears the lock first).
  if (!lock.locked && !signingOut) return <Navigate to={returnTo} replace />;

  const name = user?.realName || user?.account || '';

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setMessage(t('lock.passwordRequired'));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await unlockWorkspace(getApi(), password);
    setBusy(false);
    if (result.ok && !result.data.locked) return; // the store is unlocked: the guard above navigates
    setMessage(result.ok ? t('lock.unlockFailed') : result.error.message || t('lock.unlockFailed'));
    setPassword('');
    inputRef.current?.focus();
  };

  const signOut = async () => {
    setSigningOut(true);
    await signOutEverywhere(getApi());
    setConfirming(false);
    void navigate('/login', { replace: true });
  };

  return (
    <main className={styles.page}>
      <LockClock />
      <section className={styles.card} aria-labelledby="lock-title">
        <UserAvatar name={name} src={user?.avatar ?? ''} size={72} />
        <h1 id="lock-title" className={styles.name}>
          {name}
        </h1>
        <p className={styles.reason}>
          <LockClosedRegular aria-hidden />
          {lock.reason === 'idle' ? t('lock.byIdle') : lock.reason === 'away' ? t('lock.byAway') : t('lock.byManual')}
        </p>
        {lock.hasPassword ? (
          <form className={styles.form} onSubmit={(event) => void unlock(event)} noValidate>
            <Field
              label={t('lock.unlockHint')}
              validationState={message ? 'error' : 'none'}
              validationMessage={message ?? undefined}
            >
              <div className={styles.row}>
                <Input
                  ref={inputRef}
                  className={styles.input}
                  type="password"
                  name="unlockPassword"
                  autoComplete="current-password"
                  autoFocus
                  maxLength={64}
                  value={password}
                  placeholder={t('lock.passwordPlaceholder')}
                  disabled={busy || signingOut}
                  onChange={(_, data) => setPassword(data.value)}
                />
                <Button
                  appearance="primary"
                  type="submit"
                  disabled={busy || signingOut}
                  icon={busy ? <Spinner size="tiny" /> : <ArrowRightRegular />}
                  iconPosition="after"
                >
                  {busy ? t('lock.unlocking') : t('lock.unlock')}
                </Button>
              </div>
            </Field>
            <Link as="button" type="button" disabled={signingOut} onClick={() => setConfirming(true)}>
              {t('lock.signOut')}
            </Link>
          </form>
        ) : (
          <>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{t('lock.noPasswordTitle')}</MessageBarTitle>
                {t('lock.noPassword')}
              </MessageBarBody>
            </MessageBar>
            <Button
              className={styles.full}
              appearance="primary"
              icon={signingOut ? <Spinner size="tiny" /> : <SignOutRegular />}
              disabled={signingOut}
              onClick={() => void signOut()}
            >
              {signingOut ? t('lock.signingOut') : t('lock.signOut')}
            </Button>
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('header.signOutTitle')}
        message={t('header.signOutConfirm')}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
};
