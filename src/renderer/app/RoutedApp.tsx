import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { lockActions, useIsLocked, useLockStatus } from '../stores/lock-store';
import { useIsSignedIn } from '../stores/session-store';
import { windowQueryClient } from './query-client';
import { createAppRouter } from './router';

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

/** Sends the window to /lock whenever main locks (idle lock, another window), wherever it is. */
const useFollowLock = (router: AppRouter, path: string) => {
  const locked = useIsLocked();
  const signedIn = useIsSignedIn();
  const lockStatus = useLockStatus();
  useEffect(() => {
    if (lockStatus === 'ready') lockActions.visited(path);
  }, [path, lockStatus]);
  useEffect(() => {
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
  useFollowLock(router, path);
  useEffect(() => onPath(path), [onPath, path]);
  return (
    <QueryClientProvider client={windowQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
