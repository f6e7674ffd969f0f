import { Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { lockWorkspace } from '../../stores/lock-store';
import { FormDialog } from '../../ui/FormDialog';

const useStyles = makeStyles({
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

  const cancel = () => {
    reset();
    onClose();
  };

  const submit = async () => {
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
    <FormDialog
      open={open}
      modalType="modal"
      title={t('lock.setTitle')}
      busy={busy}
      submitLabel={t('lock.lockNow')}
      busyLabel={t('lock.locking')}
      cancelLabel={t('dialogs.cancel')}
      onSubmit={() => void submit()}
      onCancel={cancel}
      submitOnEnter
    >
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
    </FormDialog>
  );
};
