import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/navigation';
import { usePlatformTitle, useTenantInfo } from '../../app/tenant-info';
import { getApi } from '../../platform/api';
import { sessionActions, useSessionNotice } from '../../stores/session-store';
import { useSetting } from '../../stores/settings-store';
import { BrandMark } from './BrandMark';
import { BrandPanel } from './BrandPanel';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginForm, type LoginOutcome } from './LoginForm';
import type { LoginValues } from './login-validation';
import { useCaptcha } from './use-captcha';
import { useSocialCallback } from './use-social-callback';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.15fr) minmax(420px, 1fr)',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 860px)': { gridTemplateColumns: '1fr' },
  },
  side: { display: 'flex', flexDirection: 'column', padding: '24px 32px' },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  center: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '24px 0' },
  card: {
    width: '100%',
    maxWidth: '400px',
    boxSizing: 'border-box',
    padding: '40px 36px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  compactBrand: {
    display: 'none',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    '@media (max-width: 860px)': { display: 'flex' },
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  hint: {
    margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalXL}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
  },
  notice: { marginBottom: tokens.spacingVerticalL },
});

/** /login: the brand panel and the sign-in form, wired to the host (captcha, tenant detection, auth.login). */
export const LoginPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const { navigate } = useAppNavigation();
  const tenantMode = useSetting('tenantMode');
  const captchaMode = useSetting('captchaMode');
  const defaultTenantId = useSetting('defaultTenantId');
  const notice = useSessionNotice();
  const title = usePlatformTitle();
  const tenantInfo = useTenantInfo();
  const captcha = useCaptcha(captchaMode);
  useSocialCallback();

  const detectedTenant = tenantInfo.data?.tenantId;
  const showTenant = tenantMode && !detectedTenant;

  const submit = async (values: LoginValues): Promise<LoginOutcome> => {
    const tenantId = detectedTenant ?? (tenantMode ? values.tenantId.trim() : defaultTenantId);
    const result = await getApi().invoke('auth.login', {
      tenantId,
      username: values.username.trim(),
      password: values.password,
      ...(captchaMode ? { captchaKey: captcha.data?.key ?? '', captchaCode: values.captchaCode.trim() } : {}),
    });
    if (result.ok) {
      sessionActions.changed(result.data);
      navigate('/wel/index', { replace: true });
      return { ok: true };
    }
    if (captchaMode) void captcha.refetch();
    return { ok: false, message: result.error.message, fieldErrors: result.error.fieldErrors };
  };

  return (
    <main className={styles.page}>
      <BrandPanel title={title} />
      <div className={styles.side}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <div className={styles.center}>
          <div className={styles.card}>
            <div className={styles.compactBrand}>
              <BrandMark size={32} />
              <span>{title}</span>
            </div>
            <h2 className={styles.heading}>{t('login.heading')}</h2>
            <p className={styles.hint}>{t('login.hint')}</p>
            {notice && (
              <MessageBar className={styles.notice} intent="warning">
                <MessageBarBody>{t('login.sessionEnded')}</MessageBarBody>
              </MessageBar>
            )}
            <LoginForm
              showTenant={showTenant}
              showCaptcha={captchaMode}
              defaultTenantId={defaultTenantId}
              captchaImage={captcha.data?.image}
              captchaLoading={captcha.isFetching}
              captchaFailed={captcha.isError && !captcha.isFetching}
              onRefreshCaptcha={() => void captcha.refetch()}
              onSubmit={submit}
            />
          </div>
        </div>
      </div>
    </main>
  );
};
