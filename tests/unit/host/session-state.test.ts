import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  onRefreshAbandoned,
  onRefreshFailed,
  onRefreshSucceeded,
  onSignedIn,
  onSignedOut,
  onTick,
  toSessionView,
} from '../../../src/main/host/session/session-state';
import type { StoredSession } from '../../../src/main/host/session/stored-session';
import { createFakeClock } from './support/fake-clock';

const user = {
  userId: '1',
  tenantId: '000000',
  account: 'admin',
  realName: '管理员',
  avatar: '',
  deptId: 'd',
  roleId: 'r',
  postId: 'p',
  roleName: 'administrator',
  oauthId: '',
};

const session = (issuedAt: number, n = 1): StoredSession => ({
  accessToken: `a${n}`,
  refreshToken: `r${n}`,
  issuedAt,
  expiresIn: 3600,
  user,
  deptId: 'd',
  roleId: 'r',
});

describe('session state machine', () => {
  it('starts signed out and shows no user', () => {
    expect(toSessionView(initialSessionState)).toEqual({ signedIn: false, user: null, issuedAt: null });
  });

  it('refreshes exactly when the token is tokenTime old: not at 2990 s, yes at 3000 s', () => {
    const clock = createFakeClock();
    let state = onSignedIn(initialSessionState, session(clock.now()));
    clock.advance(2_990_000);
    const early = onTick(state, clock.now(), 3000);
    expect(early.action).toBe('idle');
    state = early.state;
    clock.advance(10_000);
    const due = onTick(state, clock.now(), 3000);
    expect(due.action).toBe('refresh');
    expect(due.state).toMatchObject({ status: 'signed-in', refreshing: true });
  });

  it('holds a lock: a second tick while refreshing does not start another refresh', () => {
    const clock = createFakeClock();
    const signedIn = onSignedIn(initialSessionState, session(clock.now()));
    clock.advance(3_000_000);
    const first = onTick(signedIn, clock.now(), 3000);
    clock.advance(10_000);
    const second = onTick(first.state, clock.now(), 3000);
    expect([first.action, second.action]).toEqual(['refresh', 'idle']);
  });

  it('a successful refresh stores the new session and releases the lock', () => {
    const clock = createFakeClock();
    const started = onTick(onSignedIn(initialSessionState, session(clock.now() - 3_000_000)), clock.now(), 3000).state;
    const next = onRefreshSucceeded(started, started.epoch, session(clock.now(), 2));
    expect(next).toMatchObject({ status: 'signed-in', refreshing: false, session: { accessToken: 'a2' } });
    expect(onTick(next, clock.now() + 10_000, 3000).action).toBe('idle');
  });

  it('a failed refresh signs out', () => {
    const clock = createFakeClock();
    const started = onTick(onSignedIn(initialSessionState, session(clock.now() - 3_000_000)), clock.now(), 3000).state;
    expect(toSessionView(onRefreshFailed(started, started.epoch))).toEqual({
      signedIn: false,
      user: null,
      issuedAt: null,
    });
  });

  it('an abandoned refresh keeps the session and lets the next tick retry', () => {
    const clock = createFakeClock();
    const started = onTick(onSignedIn(initialSessionState, session(clock.now() - 3_000_000)), clock.now(), 3000).state;
    const kept = onRefreshAbandoned(started, started.epoch);
    expect(kept).toMatchObject({ status: 'signed-in', refreshing: false });
    expect(onTick(kept, clock.now() + 10_000, 3000).action).toBe('refresh');
  });

  it('answers for an older session are ignored after sign-out and a new sign-in', () => {
    const clock = createFakeClock();
    const old = onTick(onSignedIn(initialSessionState, session(clock.now() - 3_000_000)), clock.now(), 3000).state;
    const fresh = onSignedIn(onSignedOut(old), session(clock.now(), 5));
    expect(onRefreshFailed(fresh, old.epoch)).toBe(fresh);
    expect(onRefreshSucceeded(fresh, old.epoch, session(clock.now(), 9))).toBe(fresh);
  });

  it('never refreshes while signed out', () => {
    expect(onTick(initialSessionState, Date.now(), 3000).action).toBe('idle');
  });

  it('the view carries the user and issue time, never a token', () => {
    const view = toSessionView(onSignedIn(initialSessionState, session(42)));
    expect(view).toEqual({ signedIn: true, user, issuedAt: 42 });
    expect(JSON.stringify(view)).not.toMatch(/a1|r1/);
  });
});
