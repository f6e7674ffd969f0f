import type { EventPayload } from '../../../shared/contract/channels';
import type { SessionView } from '../../../shared/contract/session';

export type SessionEndReason = EventPayload<'session.expired'>['reason'];

export interface SessionState {
  /** `loading` until main has answered `session.get` once; guards wait for it. */
  status: 'loading' | 'ready';
  view: SessionView;
  /** Why the session ended without the user asking; the sign-in page says so until the next sign-in. */
  notice: SessionEndReason | null;
}

// Kept here rather than imported from contract/session.ts, whose zod schemas would join the sign-in bundle.
export const signedOutView: SessionView = { signedIn: false, user: null, issuedAt: null };

export const initialSessionState: SessionState = { status: 'loading', view: signedOutView, notice: null };

export const sessionLoaded = (state: SessionState, view: SessionView): SessionState => ({
  ...state,
  status: 'ready',
  view,
  notice: view.signedIn ? null : state.notice,
});

/** Main could not be asked: carry on signed out so the sign-in page can show and report the failure. */
export const sessionLoadFailed = (state: SessionState): SessionState => ({ ...state, status: 'ready' });

export const sessionChanged = (state: SessionState, view: SessionView): SessionState => ({
  ...state,
  status: 'ready',
  view,
  // A later sign-out event (main usually follows `session.expired` with one) must not hide the reason.
  notice: view.signedIn ? null : state.notice,
});

export const sessionExpired = (state: SessionState, reason: SessionEndReason): SessionState => ({
  ...state,
  status: 'ready',
  view: signedOutView,
  notice: reason,
});

export const noticeDismissed = (state: SessionState): SessionState =>
  state.notice === null ? state : { ...state, notice: null };
