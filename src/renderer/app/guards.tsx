import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { BOARD_ACCOUNT } from '../../shared/board-roles';
import { getApi, isKioskWindow } from '../platform/api';
import { useIsLocked } from '../stores/lock-store';
import {
  sessionActions,
  useIsSignedIn,
  useMustChangePassword,
  useSessionNotice,
  useSessionUser,
} from '../stores/session-store';
import { RouteFallback } from './RouteFallback';

// Lazy: the sign-in chunk stays small (renderer README), and only a first sign-in ever needs it.
const FirstPasswordPage = lazy(() =>
  import('../shell/first-password/FirstPasswordPage').then((m) => ({ default: m.FirstPasswordPage })),
);

/** The route id of the catch-all that resolves menu routes; an unknown path reaches it too. */
export const MENU_SCREEN_ROUTE_ID = 'menu-screen';

export { BOARD_ACCOUNT } from '../../shared/board-roles';
export const BOARD_ROUTE = '/visualization/index';

export interface FromState {
  from?: string;
}

/** The location state of a landing at an address that named no page (`/`, `/wel`). */
export const UNNAMED_LANDING = { unnamedLanding: true } as const;

export const isUnnamedLanding = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { unnamedLanding?: unknown }).unnamedLanding === true;

const pathOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/**
 * A redirect that fires again whenever the location changes under it. A plain <Navigate> fires once on
 * mount: when another navigation (the sign-in page's own) lands after it, the redirect is lost and the
 * page stays blank.
 */
const Redirect = ({ to, state }: { to: string; state?: FromState }) => {
  const location = useLocation();
  return <Navigate key={location.key} to={to} replace state={state} />;
};

/**
 * The workspace's door (spec 000 §2.2). Signed out on a protected route (an empty token): a forced local
 * sign-out, then /login. An unknown path seen while signed out is not a menu route anyone could hold: /404.
 * The board account goes to its board instead of the layout.
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const notice = useSessionNotice();
  const location = useLocation();
  const matches = useMatches();
  const atCatchAll = matches[matches.length - 1]?.id === MENU_SCREEN_ROUTE_ID;
  const unknownWhileSignedOut = !signedIn && atCatchAll && notice === null;

  useEffect(() => {
    if (signedIn || unknownWhileSignedOut) return;
    // Main may still hold tokens the renderer no longer trusts; drop them and everything tied to them.
    void getApi()
      .invoke('auth.forceLogout')
      .then((result) => {
        if (result.ok) sessionActions.changed(result.data);
      });
  }, [signedIn, unknownWhileSignedOut]);

  if (unknownWhileSignedOut) return <Redirect to="/404" />;
  if (!signedIn) return <Redirect to="/login" state={{ from: pathOf(location) }} />;
  if (user?.account === BOARD_ACCOUNT) return <Redirect to={BOARD_ROUTE} />;
  return children;
};

/** /login when already signed in goes to /. */
export const PublicOnly = ({ children }: { children: ReactNode }) => {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Redirect to="/" />;
  return children;
};

/**
 * Signed in with a seeded account's published password (issue 18): the "set your password" step replaces every
 * page but the sign-in one, the workspace and the board alike, until the host says the password was changed.
 */
export const PasswordGate = ({ children }: { children: ReactNode }) => {
  const mustChange = useMustChangePassword();
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  if (signedIn && mustChange && pathname !== '/login') {
    return (
      <Suspense fallback={<RouteFallback />}>
        <FirstPasswordPage />
      </Suspense>
    );
  }
  return children;
};

/**
 * While the screen is locked every navigation lands on /lock (spec 000 §2.2, §4); where it came from rides along.
 * The kiosk board is the exception: it only shows figures, and a control-room PC's idle lock must not blank it.
 */
export const LockGate = ({ children }: { children: ReactNode }) => {
  const locked = useIsLocked();
  const location = useLocation();
  if (locked && location.pathname !== '/lock' && !isKioskWindow()) {
    return <Redirect to="/lock" state={{ from: pathOf(location) }} />;
  }
  return children;
};
