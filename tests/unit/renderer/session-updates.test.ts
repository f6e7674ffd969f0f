import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../../src/shared/contract/session';
import {
  initialSessionState,
  noticeDismissed,
  reauthAbandoned,
  sessionChanged,
  sessionExpired,
  sessionLoaded,
  sessionLoadFailed,
  signedOutView,
} from '../../../src/renderer/stores/updates/session-updates';

const admin: SessionView = {
  signedIn: true,
  issuedAt: 1_700_000_000_000,
  user: {
    userId: '1123598821738675201',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: '1123598813738675201',
    roleId: '1123598816738675201',
    postId: '1123598817738675201',
    roleName: 'administrator',
    oauthId: '',
  },
};

describe('session transitions', () => {
  it('starts loading and signed out', () => {
    expect(initialSessionState).toEqual({ status: 'loading', view: signedOutView, notice: null, reauth: null });
  });

  it('becomes ready with the view main answered', () => {
    const state = sessionLoaded(initialSessionState, admin);
    expect(state.status).toBe('ready');
    expect(state.view).toBe(admin);
  });

  it('is ready and signed out when main could not be asked', () => {
    const state = sessionLoadFailed(initialSessionState);
    expect(state.status).toBe('ready');
    expect(state.view.signedIn).toBe(false);
  });

  it('follows session.changed', () => {
    const signedIn = sessionChanged(sessionLoaded(initialSessionState, signedOutView), admin);
    expect(signedIn.view.user?.account).toBe('admin');
    const signedOut = sessionChanged(signedIn, signedOutView);
    expect(signedOut.view.signedIn).toBe(false);
    expect(signedOut.notice).toBeNull();
  });

  it('signs out on session.expired and keeps the reason for the sign-in page', () => {
    const expired = sessionExpired(sessionLoaded(initialSessionState, admin), 'refresh-failed');
    expect(expired.view).toEqual(signedOutView);
    expect(expired.notice).toBe('refresh-failed');
  });

  it('keeps the expiry reason through the signed-out event that follows it', () => {
    const expired = sessionExpired(sessionLoaded(initialSessionState, admin), 'unauthorized');
    expect(sessionChanged(expired, signedOutView).notice).toBe('unauthorized');
  });

  it('clears the reason on the next sign-in', () => {
    const expired = sessionExpired(sessionLoaded(initialSessionState, admin), 'unauthorized');
    const again = sessionChanged(expired, admin);
    expect(again.notice).toBeNull();
    expect(again.view.signedIn).toBe(true);
  });

  it('dismisses the notice, and leaves a state without one untouched', () => {
    const expired = sessionExpired(initialSessionState, 'missing-token');
    expect(noticeDismissed(expired).notice).toBeNull();
    const quiet = sessionLoaded(initialSessionState, admin);
    expect(noticeDismissed(quiet)).toBe(quiet);
  });

  it('never mutates the state it is given', () => {
    const before = sessionLoaded(initialSessionState, admin);
    const snapshot = structuredClone(before);
    sessionExpired(before, 'unauthorized');
    sessionChanged(before, signedOutView);
    expect(before).toEqual(snapshot);
  });
});

describe('signing in again in place', () => {
  const other: SessionView = { ...admin, user: { ...admin.user!, userId: '2', account: 'zhaolihong' } };
  const expiredInPlace = () => sessionExpired(sessionLoaded(initialSessionState, admin), 'unauthorized', true);

  it('keeps the workspace signed in as its user while it waits for the password', () => {
    const waiting = expiredInPlace();
    expect(waiting.view).toBe(admin);
    expect(waiting.reauth).toEqual({ user: admin.user, reason: 'unauthorized' });
    // main's "signed out" that follows the expiry, and a reload's answer, do not end the wait.
    expect(sessionChanged(waiting, signedOutView)).toEqual(waiting);
    expect(sessionLoaded(waiting, signedOutView).view).toBe(admin);
    // A second expiry (another window's call) changes nothing.
    expect(sessionExpired(waiting, 'refresh-failed', true)).toBe(waiting);
  });

  it('ends the wait when the same user signs in again, or another one (who starts afresh)', () => {
    const renewed = { ...admin, issuedAt: 1_800_000_000_000 };
    expect(sessionChanged(expiredInPlace(), renewed)).toEqual({
      status: 'ready',
      view: renewed,
      notice: null,
      reauth: null,
    });
    expect(sessionChanged(expiredInPlace(), other).view.user?.account).toBe('zhaolihong');
  });

  it('giving up signs out with the reason; outside a workspace (or signed out) an expiry signs out at once', () => {
    expect(reauthAbandoned(expiredInPlace())).toEqual({
      status: 'ready',
      view: signedOutView,
      notice: 'unauthorized',
      reauth: null,
    });
    const kiosk = sessionExpired(sessionLoaded(initialSessionState, admin), 'refresh-failed', false);
    expect(kiosk).toMatchObject({ view: signedOutView, notice: 'refresh-failed', reauth: null });
    const nobody = sessionExpired(sessionLoaded(initialSessionState, signedOutView), 'unauthorized', true);
    expect(nobody.reauth).toBeNull();
    const quiet = sessionLoaded(initialSessionState, admin);
    expect(reauthAbandoned(quiet)).toBe(quiet);
  });
});
