import type { EventPayload } from '../../../shared/contract/channels';
import type { SessionUser, SessionView } from '../../../shared/contract/session';

export type SessionEndReason = EventPayload<'session.expired'>['reason'];

/** A workspace whose sign-in expired under it: it stays on screen while its user signs in again in place. */
export interface Reauth {
  user: SessionUser;
  reason: SessionEndReason;
}

export interface SessionState {
  /** `loading` until main has answered `session.get` once; guards wait for it. */
  status: 'loading' | 'ready';
  /** While `reauth` is set: the view of the user who must sign in again (main has already ended the session). */
  view: SessionView;
  /** Why the session ended without the user asking; the sign-in page says so until the next sign-in. */
  notice: SessionEndReason | null;
  /**
   * Set when the session expired under a workspace: the window keeps every page and unsaved form and asks for the
   * password in a dialog over them (issue 20 item 7) instead of leaving for /login.
   */
  reauth: Reauth | null;
}

// Kept here rather than imported from contract/session.ts, whose zod schemas would join the sign-in bundle.
export const signedOutView: SessionView = { signedIn: false, user: null, issuedAt: null };

export const initialSessionState: SessionState = {
  status: 'loading',
  view: signedOutView,
  notice: null,
  reauth: null,
};

/**
 * A view from main while a re-auth is pending: "signed out" is what main says until the password is given (the
 * window keeps its user meanwhile); a sign-in ends the wait — the same user carries on, another one starts afresh.
 */
const duringReauth = (state: SessionState, view: SessionView): SessionState | null => {
  if (state.reauth === null) return null;
  if (!view.signedIn) return { ...state, status: 'ready' };
  return { ...state, status: 'ready', view, notice: null, reauth: null };
};

export const sessionLoaded = (state: SessionState, view: SessionView): SessionState =>
  duringReauth(state, view) ?? {
    ...state,
    status: 'ready',
    view,
    notice: view.signedIn ? null : state.notice,
  };

/** Main could not be asked: carry on signed out so the sign-in page can show and report the failure. */
export const sessionLoadFailed = (state: SessionState): SessionState => ({ ...state, status: 'ready' });

export const sessionChanged = (state: SessionState, view: SessionView): SessionState =>
  duringReauth(state, view) ?? {
    ...state,
    status: 'ready',
    view,
    // A later sign-out event (main follows `session.expired` with one) must not hide the reason.
    notice: view.signedIn ? null : state.notice,
  };

/**
 * The session ended without the user asking. A workspace window (`inPlace`) keeps its pages and asks for the password
 * over them; elsewhere (the kiosk board, a window with nobody signed in) the window is signed out with the reason.
 */
export const sessionExpired = (state: SessionState, reason: SessionEndReason, inPlace = false): SessionState => {
  if (state.reauth !== null) return state;
  if (inPlace && state.view.signedIn && state.view.user) {
    return { ...state, status: 'ready', reauth: { user: state.view.user, reason } };
  }
  return { ...state, status: 'ready', view: signedOutView, notice: reason };
};

/** The operator gives up signing in again (or cannot): signed out, with the reason for the sign-in page. */
export const reauthAbandoned = (state: SessionState): SessionState =>
  state.reauth === null
    ? state
    : { ...state, status: 'ready', view: signedOutView, notice: state.reauth.reason, reauth: null };

export const noticeDismissed = (state: SessionState): SessionState =>
  state.notice === null ? state : { ...state, notice: null };
