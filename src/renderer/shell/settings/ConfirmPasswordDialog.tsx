import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';

/** Asks the administrator's password again before protected settings are saved; the host checks it. */
export const ConfirmPasswordDialog = ({
  account,
  warnSignOut,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  account: string;
  warnSignOut: boolean;
  busy: boolean;
  /** The host's answer about the password (wrong, sign in again), shown under the field. */
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (password === '') return setMissing(true);
    onConfirm(password);
  };
  return (
    <FormDialog
      title={t('desktop.settings.confirmTitle')}
      busy={busy}
      submitLabel={t('desktop.settings.confirm')}
      busyLabel={t('desktop.settings.saving')}
      cancelLabel={t('desktop.settings.cancel')}
      onSubmit={submit}
      onCancel={onCancel}
      submitOnEnter
      submitTestId="settings-confirm"
    >
      <p>{t('desktop.settings.confirmHint', { account })}</p>
      {warnSignOut ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('desktop.settings.confirmSignOut')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field
        label={t('desktop.settings.password')}
        required
        validationMessage={missing ? t('desktop.settings.passwordRequired') : (error ?? undefined)}
      >
        <Input
          name="adminPassword"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          disabled={busy}
          onChange={(_event, data) => {
            setPassword(data.value);
            setMissing(false);
          }}
        />
      </Field>
    </FormDialog>
  );
};
