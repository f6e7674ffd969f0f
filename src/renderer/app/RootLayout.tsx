import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { handleOf, inWorkspace } from '../shell/layout/route-handle';
import { useTargetWindows } from '../shell/layout/target-window';
import { useSessionStatus } from '../stores/session-store';
import { LockGate } from './guards';
import { RouteFallback } from './RouteFallback';
import { RouterNavigation } from './RouterNavigation';
import { usePlatformTitle } from './tenant-info';

/**
 * Titles the pages outside the workspace after each navigation: the sign-in word on /login (spec 000 §2.2),
 * `<page> - <platform>` elsewhere. The workspace titles its own pages from the active tab.
 */
const usePublicPageTitle = (): void => {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const platformTitle = usePlatformTitle();
  const workspace = inWorkspace(matches);
  const { titleKey } = handleOf(matches);
  let title: string | null = null;
  if (pathname === '/login') title = t('login.title');
  else if (!workspace) title = titleKey ? `${t(titleKey)} - ${platformTitle}` : platformTitle;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
};

/** The frame every route renders in: waits for the first session read, applies the lock, hosts lazy chunks. */
export const RootLayout = () => {
  const status = useSessionStatus();
  usePublicPageTitle();
  useTargetWindows();
  if (status === 'loading') return <RouteFallback />;
  return (
    <RouterNavigation>
      <LockGate>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </LockGate>
    </RouterNavigation>
  );
};
