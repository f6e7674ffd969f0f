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
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { lockWorkspace } from '../../stores/lock-store';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export interface LockPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asked the first time the operator locks: sets the lock password (required) and locks. */
export const LockPasswordDialog = ({ open, onClose }: LockPasswordDialogProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [required, setRequired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setPassword('');
    setRequired(false);
    setFailure(null);
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setRequired(true);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await lockWorkspace(getApi(), password);
    if (result.ok) {
      reset();
      onClose(); // App follows the lock to /lock
      return;
    }
    setBusy(false);
    setFailure(result.error.message);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open && !busy) {
          reset();
          onClose();
        }
      }}
    >
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('lock.setTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <p className={styles.hint}>{t('lock.setHint')}</p>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={t('lock.password')}
                required
                validationState={required ? 'error' : 'none'}
                validationMessage={required ? t('lock.passwordRequired') : undefined}
              >
                <Input
                  ref={inputRef}
                  type="password"
                  name="lockPassword"
                  autoComplete="new-password"
                  maxLength={64}
                  value={password}
                  placeholder={t('lock.passwordPlaceholder')}
                  disabled={busy}
                  onChange={(_, data) => {
                    setPassword(data.value);
                    if (data.value !== '') setRequired(false);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button
                appearance="secondary"
                disabled={busy}
                onClick={() => {
                  reset();
                  onClose();
                }}
              >
                {t('dialogs.cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                {busy ? t('lock.locking') : t('lock.lockNow')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
