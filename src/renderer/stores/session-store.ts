import { create } from 'zustand';
import type { SessionUser, SessionView } from '../../shared/contract/session';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import {
  initialSessionState,
  noticeDismissed,
  reauthAbandoned,
  sessionChanged,
  sessionExpired,
  sessionLoaded,
  sessionLoadFailed,
  type Reauth,
  type SessionEndReason,
  type SessionState,
} from './updates/session-updates';
import { BOARD_ACCOUNT } from '../../shared/board-roles';

export const useSessionStore = create<SessionState>()(() => initialSessionState);

const apply = (update: (state: SessionState) => SessionState) => useSessionStore.setState(update, true);

export const sessionActions = {
  loaded: (view: SessionView) => apply((s) => sessionLoaded(s, view)),
  loadFailed: () => apply(sessionLoadFailed),
  changed: (view: SessionView) => apply((s) => sessionChanged(s, view)),
  /**
   * `inPlace`: this window is a workspace that keeps its pages while its user signs in again (not the kiosk, not the
   * board account, whose window is the board).
   */
  expired: (reason: SessionEndReason, inPlace = false) =>
    apply((s) => sessionExpired(s, reason, inPlace && s.view.user?.account !== BOARD_ACCOUNT)),
  /** Signing in again is given up: signed out, the sign-in page says why. */
  abandonReauth: () => apply(reauthAbandoned),
  dismissNotice: () => apply(noticeDismissed),
};

export const useSessionStatus = (): SessionState['status'] => useSessionStore((s) => s.status);
export const useIsSignedIn = (): boolean => useSessionStore((s) => s.view.signedIn);
export const useSessionUser = (): SessionUser | null => useSessionStore((s) => s.view.user);
/** Signed in with a seeded account's published password: only the password step may show. */
export const useMustChangePassword = (): boolean => useSessionStore((s) => s.view.mustChangePassword === true);
export const useSessionNotice = (): SessionEndReason | null => useSessionStore((s) => s.notice);
export const useReauth = (): Reauth | null => useSessionStore((s) => s.reauth);

/**
 * Follows main's session: subscribes first so no change slips between the read and the subscription,
 * then reads the current view. Returns the unsubscribe function.
 */
export const connectSession = async (api: Pick<WorkspaceApi, 'invoke' | 'on' | 'kind'>): Promise<() => void> => {
  const offChanged = api.on('session.changed', (view) => sessionActions.changed(view));
  // The kiosk board shows figures to nobody at the keyboard: it is not asked for a password.
  const inPlace = api.kind !== 'board';
  const offExpired = api.on('session.expired', ({ reason }) => sessionActions.expired(reason, inPlace));
  const result = await api.invoke('session.get');
  if (result.ok) sessionActions.loaded(result.data);
  else sessionActions.loadFailed();
  return () => {
    offChanged();
    offExpired();
  };
};
