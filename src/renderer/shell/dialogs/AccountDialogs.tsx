import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantInfo } from '../../app/tenant-info';
import { getApi } from '../../platform/api';
import { useIsSignedIn, useSessionUser } from '../../stores/session-store';
import { BusyButton } from '../../ui/BusyButton';
import { RegisterDialog } from './RegisterDialog';
import { needsRegistration } from './registration';
import { signOutEverywhere } from './sign-out';

/**
 * The third-party registration, which opens only for a signed-in user without a valid user id (a
 * social sign-in of an unbound identity), and the notice that ends it: pending approval, then a local
 * sign-out and /login. Works inside or outside the router: App shows it in place of the router for
 * such a session (the server refuses that token everywhere else), and the workspace mounts it too.
 */
export const AccountDialogs = () => {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const tenantInfo = useTenantInfo();
  const [registered, setRegistered] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  if (!signedIn || !needsRegistration(user?.userId)) return null;

  const leave = async () => {
    setSigningOut(true);
    // Signed out, the guards send the window to /login (App's registration gate gives way to the router).
    await signOutEverywhere(getApi(), { local: true });
  };

  if (registered) {
    return (
      <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !signingOut && void leave()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('registration.noticeTitle')}</DialogTitle>
            <DialogContent>{t('registration.submitted')}</DialogContent>
            <DialogActions>
              <BusyButton busy={signingOut} onClick={() => void leave()}>
                {t('register.ok')}
              </BusyButton>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }

  // Wait for the tenant look-up so the tenant field does not flash in and out.
  if (tenantInfo.isPending) return null;
  return (
    <RegisterDialog
      user={user}
      detectedTenantId={tenantInfo.data?.tenantId}
      signingOut={signingOut}
      onRegistered={() => setRegistered(true)}
      onSignOut={() => void leave()}
    />
  );
};
