import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { hasErrors, validatePasswordChange, type PasswordErrors, type PasswordValues } from './profile-validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const empty: PasswordValues = { oldPassword: '', newPassword: '', newPassword1: '' };

type Outcome = { ok: true } | { ok: false; message: string } | null;

/** The password tab: the host hashes the three values and the server checks the old one (原密码不正确!). */
export const PasswordForm = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordValues>(empty);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = (field: keyof PasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;
    setSaving(true);
    const result = await getApi().invoke('auth.changePassword', values);
    setSaving(false);
    if (result.ok) {
      setValues(empty);
      setOutcome({ ok: true });
    } else {
      setOutcome({ ok: false, message: result.error.message || t('info.changeFailed') });
    }
  };

  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => (
    <Field label={label} required validationMessage={errors[name] ? t(errors[name]) : undefined}>
      <Input
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        disabled={saving}
        onChange={(_event, data) => set(name)(data.value)}
      />
    </Field>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('info.tabPassword')}
    >
      {field('oldPassword', t('info.oldPassword'), 'current-password')}
      {field('newPassword', t('info.newPassword'), 'new-password')}
      {field('newPassword1', t('info.confirmPassword'), 'new-password')}
      {outcome ? (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          <MessageBarBody data-testid="password-outcome">
            {outcome.ok ? t('info.passwordChanged') : outcome.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={saving}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {saving ? t('info.changing') : t('info.changePassword')}
        </Button>
      </div>
    </form>
  );
};
