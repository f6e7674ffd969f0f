import { beforeEach, describe, expect, it } from 'vitest';
import {
  connectLock,
  lockActions,
  lockWorkspace,
  unlockWorkspace,
  useLockStore,
} from '../../../../src/renderer/stores/lock-store';
import { sessionActions, useSessionStore } from '../../../../src/renderer/stores/session-store';
import { initialSessionState } from '../../../../src/renderer/stores/updates/session-updates';
import {
  initialLockState,
  lockClearedBySignOut,
  lockReceived,
  returnPath,
  routeVisited,
} from '../../../../src/renderer/stores/updates/lock-updates';
import type { SessionView } from '../../../../src/shared/contract/session';
import type { LockState } from '../../../../src/shared/contract/workspace';
import { FakeApi } from '../fake-api';

const lockedManual: LockState = { locked: true, hasPassword: true, reason: 'manual' };
const lockedIdle: LockState = { locked: true, hasPassword: false, reason: 'idle' };
const open: LockState = { locked: false, hasPassword: true, reason: null };

describe('lock transitions', () => {
  it('is loading until main answers, then follows what main says', () => {
    expect(initialLockState.status).toBe('loading');
    const state = lockReceived(initialLockState, lockedIdle);
    expect(state).toMatchObject({ status: 'ready', lock: lockedIdle });
  });

  it('remembers the last workspace route while unlocked, never /lock or /login, and not while locked', () => {
    // Before main answers, a loaded address may be one the lock is blocking: not remembered.
    expect(routeVisited(initialLockState, '/wel/dashboard')).toBe(initialLockState);
    let state = lockReceived(initialLockState, open);
    expect(returnPath(state)).toBe('/wel/index');
    state = routeVisited(state, '/system/user?tab=2');
    state = routeVisited(state, '/lock');
    state = routeVisited(state, '/login?x=1');
    expect(returnPath(state)).toBe('/system/user?tab=2');
    state = lockReceived(state, lockedManual);
    state = routeVisited(state, '/system/menu');
    expect(returnPath(state)).toBe('/system/user?tab=2');
  });

  it('signing out clears the lock and the return route', () => {
    const state = routeVisited(lockReceived(initialLockState, open), '/a/b');
    const locked = lockReceived(state, lockedManual);
    expect(lockClearedBySignOut(locked)).toMatchObject({ lock: { locked: false }, returnTo: null });
  });
});

const admin: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: {
    userId: '1',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: '2',
    roleId: '3',
    postId: '4',
    roleName: 'administrator',
    oauthId: '',
  },
};

describe('lock store wired to the host', () => {
  const api = new FakeApi();

  beforeEach(() => {
    api.reset();
    useLockStore.setState(initialLockState, true);
    useSessionStore.setState(initialSessionState, true);
  });

  it('reads lock.get at start and follows lock.changed (the idle lock, other windows)', async () => {
    api.handle('lock.get', () => ({ ok: true, data: open }));
    const off = await connectLock(api);
    expect(useLockStore.getState()).toMatchObject({ status: 'ready', lock: open });
    api.emit('lock.changed', lockedIdle);
    expect(useLockStore.getState().lock).toEqual(lockedIdle);
    off();
    api.emit('lock.changed', open);
    expect(useLockStore.getState().lock).toEqual(lockedIdle);
  });

  it('carries on unlocked when main cannot be asked', async () => {
    const off = await connectLock(api);
    expect(useLockStore.getState()).toMatchObject({ status: 'ready', lock: { locked: false } });
    off();
  });

  it('clears the local lock when the session ends, even before main says so', async () => {
    api.handle('lock.get', () => ({ ok: true, data: lockedManual }));
    sessionActions.loaded(admin);
    const off = await connectLock(api);
    expect(useLockStore.getState().lock.locked).toBe(true);
    sessionActions.changed({ signedIn: false, user: null, issuedAt: null });
    expect(useLockStore.getState().lock.locked).toBe(false);
    off();
  });

  it('locks with and without a password and unlocks, taking main’s answer', async () => {
    api
      .handle('lock.lock', () => ({ ok: true, data: lockedManual }))
      .handle('lock.unlock', (input) =>
        (input as { password: string }).password === 'right'
          ? { ok: true, data: open }
          : { ok: false, error: { code: 'validation', message: '锁屏密码错误' } },
      );
    await lockWorkspace(api, 'right');
    await lockWorkspace(api);
    expect(api.callsTo('lock.lock')).toEqual([{ password: 'right' }, {}]);
    expect(useLockStore.getState().lock.locked).toBe(true);

    const wrong = await unlockWorkspace(api, 'nope');
    expect(wrong.ok).toBe(false);
    expect(useLockStore.getState().lock.locked).toBe(true);
    await unlockWorkspace(api, 'right');
    expect(useLockStore.getState().lock.locked).toBe(false);
  });

  it('visited() is ignored while locked', () => {
    lockActions.received(open);
    expect(useLockStore.getState().status).toBe('ready');
    lockActions.visited('/x/y');
    lockActions.received(lockedManual);
    lockActions.visited('/z');
    expect(useLockStore.getState().returnTo).toBe('/x/y');
  });
});
