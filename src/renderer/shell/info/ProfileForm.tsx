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
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestOrLog } from '../../platform/request-or-log';
import { AvatarField } from './AvatarField';
import { hasErrors, validateProfile, type ProfileErrors, type ProfileValues } from './profile-validation';
import { UPDATE_INFO_URL, userInfoQueryKey, type UserInfo } from './user-info';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  readOnly: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const valuesOf = (info: UserInfo): ProfileValues => ({
  name: info.name,
  realName: info.realName,
  avatar: info.avatar,
  phone: info.phone,
  email: info.email,
});

type Outcome = { ok: true } | { ok: false; message: string } | null;

/** The info tab: nickname, real name, avatar, phone, email; saved with update-info. A failed save keeps what was typed. */
export const ProfileForm = ({ info }: { info: UserInfo }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(info));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = (field: keyof ProfileValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;
    setSaving(true);
    const body = {
      name: values.name.trim(),
      realName: values.realName.trim(),
      avatar: values.avatar,
      phone: values.phone.trim(),
      email: values.email.trim(),
    };
    const result = await requestOrLog({ method: 'POST', url: UPDATE_INFO_URL, data: body });
    setSaving(false);
    if (result.ok) {
      setOutcome({ ok: true });
      await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
    } else {
      setOutcome({ ok: false, message: result.error.message || t('info.saveFailed') });
    }
  };

  const field = (name: 'name' | 'realName' | 'phone' | 'email', type: 'text' | 'tel' | 'email' = 'text') => (
    <Field
      label={t(`info.${name}`)}
      required={name === 'name'}
      validationMessage={errors[name] ? t(errors[name]) : undefined}
    >
      <Input
        name={name}
        type={type}
        value={values[name]}
        disabled={saving}
        onChange={(_event, data) => set(name)(data.value)}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('info.tabInfo')}>
      <dl className={styles.readOnly}>
        <dt className={styles.term}>{t('info.account')}</dt>
        <dd className={styles.value} data-testid="info-account">
          {info.account}
        </dd>
        <dt className={styles.term}>{t('info.dept')}</dt>
        <dd className={styles.value}>{info.deptName || '-'}</dd>
        <dt className={styles.term}>{t('info.role')}</dt>
        <dd className={styles.value}>{info.roleName || '-'}</dd>
      </dl>
      <AvatarField
        value={values.avatar}
        name={values.realName || values.name || info.account}
        disabled={saving}
        onChange={set('avatar')}
        onBusyChange={setUploading}
      />
      {field('name')}
      {field('realName')}
      {field('phone', 'tel')}
      {field('email', 'email')}
      {outcome ? (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          <MessageBarBody data-testid="info-save-outcome">
            {outcome.ok ? t('messages.updateSuccess') : outcome.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={saving || uploading}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {saving ? t('info.saving') : t('info.save')}
        </Button>
        <Button
          type="button"
          disabled={saving || uploading}
          onClick={() => {
            setValues(valuesOf(info));
            setErrors({});
            setOutcome(null);
          }}
        >
          {t('info.reset')}
        </Button>
      </div>
    </form>
  );
};
