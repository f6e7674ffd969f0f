import { signedOut, type SessionView } from '../../../shared/contract';
import type { StoredSession } from './stored-session';

/**
 * The session as a pure state machine: every transition is a function of (state, facts) so the
 * refresh rules are tested with plain numbers, no timers. `epoch` changes on every sign-in, so an
 * answer that arrives for a session that has since ended is recognised and dropped.
 */
export type SessionState =
  | { status: 'signed-out'; epoch: number }
  | { status: 'signed-in'; epoch: number; session: StoredSession; refreshing: boolean };

export const initialSessionState: SessionState = { status: 'signed-out', epoch: 0 };

export type TickAction = 'refresh' | 'idle' | 'end';

export const REFRESH_CHECK_INTERVAL_MS = 10_000;

export const onSignedIn = (state: SessionState, session: StoredSession): SessionState => ({
  status: 'signed-in',
  epoch: state.epoch + 1,
  session,
  refreshing: false,
});

export const isRefreshDue = (session: StoredSession, now: number, tokenTimeSec: number): boolean =>
  now - session.issuedAt >= tokenTimeSec * 1000;

/** When the sign-in happened: secrets written before `signedInAt` existed count from their last refresh. */
export const signedInAtOf = (session: StoredSession): number => session.signedInAt ?? session.issuedAt;

/** Whether the sign-in is older than the absolute lifetime (hours; 0 = no limit on this side). */
export const isPastLifetime = (session: StoredSession, now: number, maxHours: number): boolean =>
  maxHours > 0 && now - signedInAtOf(session) >= maxHours * 60 * 60 * 1000;

/**
 * A timer tick: ends a session older than its absolute lifetime; else starts a refresh once the token is
 * `tokenTime` old, unless one is already running.
 */
export const onTick = (
  state: SessionState,
  now: number,
  tokenTimeSec: number,
  maxHours = 0,
): { state: SessionState; action: TickAction } => {
  if (state.status === 'signed-in' && isPastLifetime(state.session, now, maxHours)) {
    return { state, action: 'end' };
  }
  if (state.status !== 'signed-in' || state.refreshing || !isRefreshDue(state.session, now, tokenTimeSec)) {
    return { state, action: 'idle' };
  }
  return { state: { ...state, refreshing: true }, action: 'refresh' };
};

const sameSession = (state: SessionState, epoch: number): state is Extract<SessionState, { status: 'signed-in' }> =>
  state.status === 'signed-in' && state.epoch === epoch;

export const onRefreshSucceeded = (state: SessionState, epoch: number, session: StoredSession): SessionState =>
  sameSession(state, epoch) ? { ...state, session, refreshing: false } : state;

/** The same session with something of its own changed (the lock); a pending refresh stays pending. */
export const onSessionAmended = (state: SessionState, epoch: number, session: StoredSession): SessionState =>
  sameSession(state, epoch) ? { ...state, session } : state;

/** The server refused the refresh: the session is over. */
export const onRefreshFailed = (state: SessionState, epoch: number): SessionState =>
  sameSession(state, epoch) ? { status: 'signed-out', epoch: state.epoch } : state;

/** The refresh could not be tried (network, or a switch the server refused): keep the session, retry later. */
export const onRefreshAbandoned = (state: SessionState, epoch: number): SessionState =>
  sameSession(state, epoch) ? { ...state, refreshing: false } : state;

export const onSignedOut = (state: SessionState): SessionState => ({ status: 'signed-out', epoch: state.epoch + 1 });

/** Whether an access token is still within the lifetime the server gave it. */
export const isAccessTokenAlive = (session: StoredSession, now: number): boolean =>
  now < session.issuedAt + session.expiresIn * 1000;

export const toSessionView = (state: SessionState): SessionView =>
  state.status === 'signed-in'
    ? {
        signedIn: true,
        user: state.session.user,
        issuedAt: state.session.issuedAt,
        ...(state.session.mustChangePassword ? { mustChangePassword: true } : {}),
      }
    : signedOut;
