import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { isKioskWindow } from '../platform/api';
import { useWindowCommands } from '../shell/tear-off/use-window-commands';
import { lockActions, useIsLocked, useLockStatus } from '../stores/lock-store';
import { useIsSignedIn, useReauth } from '../stores/session-store';
import { windowQueryClient } from './query-client';
import { createAppRouter } from './router';

// Only when a sign-in expires under the workspace: the pages stay behind it.
const ReauthDialog = lazy(() => import('../shell/reauth/ReauthDialog').then((m) => ({ default: m.ReauthDialog })));

type AppRouter = ReturnType<typeof createAppRouter>;

const pathOf = (router: AppRouter) => {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};

/** The current route, read outside RouterProvider (the theme and the lock follow it). */
const useRouterPath = (router: AppRouter): string => {
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  return useSyncExternalStore(subscribe, () => pathOf(router));
};

/** Sends the window to /lock whenever main locks (idle lock, another window), wherever it is; never the kiosk. */
const useFollowLock = (router: AppRouter, path: string) => {
  const locked = useIsLocked();
  const signedIn = useIsSignedIn();
  const lockStatus = useLockStatus();
  useEffect(() => {
    if (lockStatus === 'ready') lockActions.visited(path);
  }, [path, lockStatus]);
  useEffect(() => {
    // The kiosk board stays on the board: the lock guards the back office, and nobody can unlock a kiosk.
    if (isKioskWindow()) return;
    if (locked && signedIn && router.state.location.pathname !== '/lock') void router.navigate('/lock');
  }, [locked, signedIn, path, router]);
};

/**
 * The app with react-router: every route but the signed-out sign-in page (App.tsx renders that one without the
 * router, which keeps react-router off the sign-in route's first load). Created from the window's location when it
 * first renders; reports its path so App themes the page for it.
 */
export const RoutedApp = ({ onPath }: { onPath: (path: string) => void }) => {
  const [router] = useState(() => createAppRouter());
  const path = useRouterPath(router);
  const reauth = useReauth();
  useFollowLock(router, path);
  useWindowCommands(useCallback((to: string) => void router.navigate(to), [router]));
  useEffect(() => onPath(path), [onPath, path]);
  return (
    <QueryClientProvider client={windowQueryClient()}>
      <RouterProvider router={router} />
      {reauth && (
        <Suspense fallback={null}>
          <ReauthDialog />
        </Suspense>
      )}
    </QueryClientProvider>
  );
};
