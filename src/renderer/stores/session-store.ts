import { create } from 'zustand';
import type { SessionUser, SessionView } from '../../shared/contract/session';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import {
  initialSessionState,
  noticeDismissed,
  sessionChanged,
  sessionExpired,
  sessionLoaded,
  sessionLoadFailed,
  type SessionEndReason,
  type SessionState,
} from './updates/session-updates';

export const useSessionStore = create<SessionState>()(() => initialSessionState);

const apply = (update: (state: SessionState) => SessionState) => useSessionStore.setState(update, true);

export const sessionActions = {
  loaded: (view: SessionView) => apply((s) => sessionLoaded(s, view)),
  loadFailed: () => apply(sessionLoadFailed),
  changed: (view: SessionView) => apply((s) => sessionChanged(s, view)),
  expired: (reason: SessionEndReason) => apply((s) => sessionExpired(s, reason)),
  dismissNotice: () => apply(noticeDismissed),
};

export const useSessionStatus = (): SessionState['status'] => useSessionStore((s) => s.status);
export const useIsSignedIn = (): boolean => useSessionStore((s) => s.view.signedIn);
export const useSessionUser = (): SessionUser | null => useSessionStore((s) => s.view.user);
/** Signed in with a seeded account's published password: only the password step may show. */
export const useMustChangePassword = (): boolean => useSessionStore((s) => s.view.mustChangePassword === true);
export const useSessionNotice = (): SessionEndReason | null => useSessionStore((s) => s.notice);

/**
 * Follows main's session: subscribes first so no change slips between the read and the subscription,
 * then reads the current view. Returns the unsubscribe function.
 */
export const connectSession = async (api: Pick<WorkspaceApi, 'invoke' | 'on'>): Promise<() => void> => {
  const offChanged = api.on('session.changed', (view) => sessionActions.changed(view));
  const offExpired = api.on('session.expired', ({ reason }) => sessionActions.expired(reason));
  const result = await api.invoke('session.get');
  if (result.ok) sessionActions.loaded(result.data);
  else sessionActions.loadFailed();
  return () => {
    offChanged();
    offExpired();
  };
};
