import { FluentProvider } from '@fluentui/react-components';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getApi, isKioskWindow } from '../platform/api';
import { installErrorListeners } from '../shell/error-log/install-error-listeners';
import { needsRegistration } from '../shell/dialogs/registration';
import { installActivityPing } from '../shell/lock/activity-ping';
import { reportError } from '../stores/error-log-store';
import { SignInShell } from '../shell/login/SignInShell';
import { watchSignIns } from '../shell/layout/sign-in-tracker';
import { connectLock, isLockedNow, useLockStatus } from '../stores/lock-store';
import { useIsSignedIn, useSessionStatus, useSessionStore, useSessionUser } from '../stores/session-store';
import { useSetting } from '../stores/settings-store';
import { currentAppPath, leadsToSignIn, replaceAppPath } from './app-location';
import { RouteFallback } from './RouteFallback';
import { AppThemesContext, signInTheme } from './theme';
import { useWorkspaceThemes } from './use-workspace-themes';

// A sign-in must be seen from the first moment, before the workspace chunk exists.
watchSignIns();

/** The workspace's texts come with every chunk that shows more than the sign-in page. */
const withWorkspaceTexts = <T,>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), import('./workspace-texts')]).then(([module]) => module);

// Lazy, like every screen: none of them is part of the sign-in route's first load, nor is react-router.
const RoutedApp = lazy(() => withWorkspaceTexts(() => import('./RoutedApp')).then((m) => ({ default: m.RoutedApp })));
const RegistrationGate = lazy(() =>
  withWorkspaceTexts(() => import('../shell/dialogs/RegistrationGate')).then((m) => ({ default: m.RegistrationGate })),
);
// Loaded right after the first paint; messages sent meanwhile wait in notify.ts.
const AppToaster = lazy(() => import('../shell/dialogs/AppToaster').then((m) => ({ default: m.AppToaster })));

export interface AppProps {
  i18n: I18n;
}

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

/**
 * Before the router exists (a signed-out window on the sign-in page), what main asks this window to show (a deep link,
 * the social sign-in's callback) becomes its address: the sign-in page starts again from it, or the routed app loads
 * on it. Once routed, RoutedApp follows main's window commands with the router.
 */
const useSignedOutLinks = (routed: boolean, restartSignIn: () => void) => {
  useEffect(() => {
    if (routed) return undefined;
    return getApi().on('window.command', (command) => {
      if (command.kind !== 'navigate') return;
      replaceAppPath(command.path);
      restartSignIn();
    });
  }, [routed, restartSignIn]);
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

export const App = ({ i18n }: AppProps) => {
  const lockStatus = useLockStatus();
  const sessionStatus = useSessionStatus();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  // A social sign-in with no bound account can only register (spec 000 §2.3): no workspace for it.
  const unbound = signedIn && needsRegistration(user?.userId);
  // A signed-out workspace window shows the sign-in page without the router; anything else loads the routed app,
  // which then stays (a sign-out inside the workspace goes to its own /login route).
  const [routed, setRouted] = useState(false);
  const [routerPath, setRouterPath] = useState<string | null>(null);
  const ready = lockStatus === 'ready' && sessionStatus !== 'loading';
  if (ready && !routed && (signedIn || isKioskWindow() || !leadsToSignIn(currentAppPath()))) setRouted(true);
  const path = routed ? (routerPath ?? currentAppPath()) : '/login';
  const [signInRun, setSignInRun] = useState(0);
  const restartSignIn = useCallback(() => setSignInRun((run) => run + 1), []);
  const themeName = useSetting('themeName');
  const colorName = useSetting('colorName');
  const themes = useWorkspaceThemes(routed || unbound, themeName, colorName);
  const onSignIn = path === '/login' || path.startsWith('/login?');
  const theme = useMemo(
    () => (onSignIn || !themes ? signInTheme(colorName) : themes.page),
    [onSignIn, colorName, themes],
  );

  useWindowDuties();
  useSignedOutLinks(routed, restartSignIn);
  useDocumentColours(
    theme.colorNeutralBackground2,
    theme.colorNeutralForeground1,
    !onSignIn && themes?.option.mode === 'dark',
  );

  return (
    <FluentProvider theme={theme} style={{ minHeight: '100vh' }}>
      <AppThemesContext.Provider value={themes}>
        <I18nextProvider i18n={i18n}>
          {/* The lock and the session decide where the first route goes: wait for them (local calls). */}
          {!ready || ((unbound || routed) && !themes) ? (
            <RouteFallback />
          ) : unbound ? (
            <Suspense fallback={<RouteFallback />}>
              <RegistrationGate />
            </Suspense>
          ) : routed ? (
            <Suspense fallback={<RouteFallback />}>
              <RoutedApp onPath={setRouterPath} />
            </Suspense>
          ) : (
            <SignInShell key={signInRun} />
          )}
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </I18nextProvider>
      </AppThemesContext.Provider>
    </FluentProvider>
  );
};
