import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionStatus } from '../stores/session-store';
import { usePageTitle } from './page-title';
import { RouteFallback } from './RouteFallback';

/** The frame every route renders in: waits for the first session read, titles the page, hosts lazy chunks. */
export const RootLayout = () => {
  const status = useSessionStatus();
  usePageTitle();
  if (status === 'loading') return <RouteFallback />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
};
