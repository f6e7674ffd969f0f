import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  EyeOffRegular,
  EyeRegular,
  KeyRegular,
  PersonRegular,
  BuildingRegular,
  ShieldKeyholeRegular,
} from '@fluentui/react-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n';
import { CaptchaButton } from './CaptchaButton';
import { emptyLoginValues, validateLogin, type LoginField, type LoginValues } from './login-validation';

export type LoginOutcome = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export interface LoginFormProps {
  showTenant: boolean;
  showCaptcha: boolean;
  /** Pre-filled in the tenant field (settings.defaultTenantId). */
  defaultTenantId: string;
  captchaImage: string | undefined;
  captchaLoading: boolean;
  captchaFailed: boolean;
  onRefreshCaptcha: () => void;
  onSubmit: (values: LoginValues) => Promise<LoginOutcome>;
}

type FieldMessages = Partial<Record<LoginField, { key: TranslationKey } | { text: string }>>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  captchaRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  // A zero basis: otherwise the input's intrinsic width pushes the captcha image out of the card.
  captchaInput: { flexGrow: 1, width: 0, minWidth: 0 },
  input: { width: '100%' },
  submit: { marginTop: tokens.spacingVerticalS, height: '40px', fontSize: tokens.fontSizeBase400 },
});

const knownFields: readonly LoginField[] = ['tenantId', 'username', 'password', 'captchaCode'];

/** The sign-in form alone: checks, messages and keyboard flow; the page decides what a submit does. */
export const LoginForm = ({
  showTenant,
  showCaptcha,
  defaultTenantId,
  captchaImage,
  captchaLoading,
  captchaFailed,
  onRefreshCaptcha,
  onSubmit,
}: LoginFormProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>(() => ({ ...emptyLoginValues, tenantId: defaultTenantId }));
  const [messages, setMessages] = useState<FieldMessages>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const tenantRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const focusField = (field: LoginField) => {
    const ref = { tenantId: tenantRef, username: usernameRef, password: passwordRef, captchaCode: captchaRef }[field];
    ref.current?.focus();
  };

  const bind = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (_: unknown, data: { value: string }) => {
      setValues((v) => ({ ...v, [field]: data.value }));
      setMessages((m) => (m[field] ? { ...m, [field]: undefined } : m));
    },
    className: styles.input,
    size: 'large' as const,
    disabled: busy,
  });

  const messageOf = (field: LoginField): string | undefined => {
    const message = messages[field];
    if (!message) return undefined;
    return 'key' in message ? t(message.key) : message.text;
  };

  const fieldState = (field: LoginField) => {
    const message = messageOf(field);
    return message ? { validationMessage: message, validationState: 'error' as const } : {};
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const issues = validateLogin(values, { tenant: showTenant, captcha: showCaptcha });
    if (issues.length > 0) {
      setMessages(Object.fromEntries(issues.map((issue) => [issue.field, { key: issue.message }])));
      focusField(issues[0].field);
      return;
    }
    setMessages({});
    setServerError(null);
    setBusy(true);
    const outcome = await onSubmit(values);
    if (outcome.ok) return; // the page navigates away
    setBusy(false);
    setServerError(outcome.message);
    const fieldMessages: FieldMessages = {};
    for (const [field, text] of Object.entries(outcome.fieldErrors ?? {})) {
      if ((knownFields as readonly string[]).includes(field)) fieldMessages[field as LoginField] = { text };
    }
    setMessages(fieldMessages);
    // Keep what was typed except the captcha: it was used up by this attempt.
    setValues((v) => ({ ...v, captchaCode: '' }));
    const retryField: LoginField = showCaptcha ? 'captchaCode' : 'password';
    // After React re-enables the inputs.
    setTimeout(() => focusField(retryField), 0);
  };

  const firstField: LoginField = showTenant ? 'tenantId' : 'username';

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={t('login.title')}>
      {showTenant && (
        <Field label={t('login.tenantId')} required {...fieldState('tenantId')}>
          <Input
            {...bind('tenantId')}
            ref={tenantRef}
            autoFocus={firstField === 'tenantId'}
            autoComplete="organization"
            placeholder={t('login.tenantIdPlaceholder')}
            contentBefore={<BuildingRegular />}
          />
        </Field>
      )}
      <Field label={t('login.username')} required {...fieldState('username')}>
        <Input
          {...bind('username')}
          ref={usernameRef}
          autoFocus={firstField === 'username'}
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          contentBefore={<PersonRegular />}
        />
      </Field>
      <Field label={t('login.password')} required {...fieldState('password')}>
        <Input
          {...bind('password')}
          ref={passwordRef}
          type={revealed ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          contentBefore={<KeyRegular />}
          contentAfter={
            <Button
              type="button"
              appearance="transparent"
              size="small"
              icon={revealed ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={revealed ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={revealed}
              onClick={() => setRevealed((r) => !r)}
            />
          }
        />
      </Field>
      {showCaptcha && (
        <Field label={t('login.captcha')} required {...fieldState('captchaCode')}>
          {(fieldProps) => (
            <div className={styles.captchaRow}>
              <Input
                {...fieldProps}
                {...bind('captchaCode')}
                ref={captchaRef}
                className={styles.captchaInput}
                autoComplete="off"
                maxLength={16}
                placeholder={t('login.captchaPlaceholder')}
                contentBefore={<ShieldKeyholeRegular />}
              />
              <CaptchaButton
                image={captchaImage}
                loading={captchaLoading}
                failed={captchaFailed}
                onRefresh={onRefreshCaptcha}
              />
            </div>
          )}
        </Field>
      )}
      {serverError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('login.failedTitle')}</MessageBarTitle>
            {serverError}
          </MessageBarBody>
        </MessageBar>
      )}
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
      >
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
};
