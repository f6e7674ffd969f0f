import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { getApi, isKioskWindow } from '../platform/api';
import { installErrorListeners } from '../shell/error-log/install-error-listeners';
import { needsRegistration } from '../shell/dialogs/registration';
import { installActivityPing } from '../shell/lock/activity-ping';
import { reportError } from '../stores/error-log-store';
import { connectLock, isLockedNow, lockActions, useIsLocked, useLockStatus } from '../stores/lock-store';
import { useIsSignedIn, useReauth, useSessionStore, useSessionUser } from '../stores/session-store';
import { useSetting } from '../stores/settings-store';
import { useWindowCommands } from '../shell/tear-off/use-window-commands';
import { createAppRouter } from './router';
import { RouteFallback } from './RouteFallback';
import { AppThemesContext, resolveAppThemes, signInTheme } from './theme';

// Lazy, like every screen: neither is part of the sign-in route's first load.
const RegistrationGate = lazy(() =>
  import('../shell/dialogs/RegistrationGate').then((m) => ({ default: m.RegistrationGate })),
);
// Loaded right after the first paint; messages sent meanwhile wait in notify.ts.
const AppToaster = lazy(() => import('../shell/dialogs/AppToaster').then((m) => ({ default: m.AppToaster })));
// Only when a sign-in expires under the workspace: the pages stay behind it.
const ReauthDialog = lazy(() => import('../shell/reauth/ReauthDialog').then((m) => ({ default: m.ReauthDialog })));

export interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
}

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

/** Window-wide duties, installed once: the error log's listeners, the lock's connection, activity pings. */
const useWindowDuties = () => {
  useEffect(() => {
    const api = getApi();
    const removeErrorListeners = installErrorListeners(window, reportError);
    const removePing = installActivityPing(
      window,
      () => void api.invoke('activity.ping'),
      () => useSessionStore.getState().view.signedIn && !isLockedNow(),
    );
    let disconnect: (() => void) | null = null;
    let disposed = false;
    void connectLock(api).then((off) => {
      if (disposed) off();
      else disconnect = off;
    });
    return () => {
      disposed = true;
      removeErrorListeners();
      removePing();
      disconnect?.();
    };
  }, []);
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

/** Paints the page behind the app in the theme's colour, so overscroll and margins match (dark stays dark). */
const useDocumentColours = (background: string, foreground: string, dark: boolean) => {
  useEffect(() => {
    const { style } = document.body;
    style.backgroundColor = background;
    style.color = foreground;
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [background, foreground, dark]);
};

export const App = ({ i18n, queryClient }: AppProps) => {
  const [router] = useState(() => createAppRouter());
  const lockStatus = useLockStatus();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  // A social sign-in with no bound account can only register (spec 000 §2.3): no workspace for it.
  const unbound = signedIn && needsRegistration(user?.userId);
  const path = useRouterPath(router);
  const reauth = useReauth();
  const themeName = useSetting('themeName');
  const colorName = useSetting('colorName');
  const themes = useMemo(() => resolveAppThemes(themeName, colorName), [themeName, colorName]);
  const onSignIn = path === '/login' || path.startsWith('/login?');
  const theme = useMemo(() => (onSignIn ? signInTheme(colorName) : themes.page), [onSignIn, colorName, themes]);

  useWindowDuties();
  useFollowLock(router, path);
  useWindowCommands(useCallback((to: string) => void router.navigate(to), [router]));
  useDocumentColours(
    theme.colorNeutralBackground2,
    theme.colorNeutralForeground1,
    !onSignIn && themes.option.mode === 'dark',
  );

  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <AppThemesContext.Provider value={themes}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            {/* The lock state decides where the first route goes: wait for it (one local call). */}
            {lockStatus !== 'ready' ? (
              <RouteFallback />
            ) : unbound ? (
              <Suspense fallback={<RouteFallback />}>
                <RegistrationGate />
              </Suspense>
            ) : (
              <RouterProvider router={router} />
            )}
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
            {reauth && (
              <Suspense fallback={null}>
                <ReauthDialog />
              </Suspense>
            )}
          </I18nextProvider>
        </QueryClientProvider>
      </AppThemesContext.Provider>
    </FluentProvider>
  );
};
