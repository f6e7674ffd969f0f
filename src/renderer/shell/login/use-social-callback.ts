import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/navigation';
import { getApi } from '../../platform/api';
import { sessionActions } from '../../stores/session-store';
import { useSetting } from '../../stores/settings-store';
import { useNotify } from '../../platform/notify';
import { needsRegistration } from '../dialogs/registration';

/** A code is good for one exchange: StrictMode's second effect run and a re-render must not resend it. */
const exchanged = new Set<string>();

export interface SocialCallback {
  source: string;
  code: string;
  state: string | undefined;
}

/** `/login?source=<s>&code=<c>&state=<tenant>` (the OAuth callback, spec 000 §7), or null. */
export const readSocialCallback = (params: URLSearchParams): SocialCallback | null => {
  const source = params.get('source')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  if (!source || !code) return null;
  return { source, code, state: params.get('state') ?? undefined };
};

const TENANT = /^\w{1,12}$/;

/**
 * Signs in with a third-party code when the sign-in page is the OAuth callback: `auth.social`, then
 * the workspace, or for an unbound identity the registration dialog. The query is dropped at
 * once, so a reload does not replay a used code; a failure is told in a message.
 */
export const useSocialCallback = (): void => {
  const { navigate, search } = useAppNavigation();
  const params = new URLSearchParams(search);
  const notify = useNotify();
  const { t } = useTranslation();
  const defaultTenantId = useSetting('defaultTenantId');
  const callback = readSocialCallback(params);
  const key = callback ? `${callback.source}\n${callback.code}` : null;

  useEffect(() => {
    if (!callback || !key || exchanged.has(key)) return;
    exchanged.add(key);
    navigate('/login', { replace: true });
    notify.info(t('register.signingIn'));
    const tenantId = callback.state && TENANT.test(callback.state) ? callback.state : defaultTenantId;
    void getApi()
      .invoke('auth.social', { tenantId, source: callback.source, code: callback.code, state: callback.state })
      .then((result) => {
        if (result.ok) {
          sessionActions.changed(result.data);
          // An unbound identity meets the registration (App shows it); a bound one goes to work.
          if (!needsRegistration(result.data.user?.userId)) navigate('/wel/index', { replace: true });
        } else {
          notify.error(t('register.signInFailed', { message: result.error.message }));
        }
      });
    // The key identifies the callback; the other values are read once for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
};
