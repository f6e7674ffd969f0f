import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOARD_ENDPOINTS } from '../../../src/shared/contract/board';
import { hashLockPassword, verifyLockPassword } from '../../../src/main/host/lock/lock-hash';
import { MAX_UNLOCK_ATTEMPTS } from '../../../src/main/host/lock/lock-service';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { createMemoryVault } from '../../../src/main/host/vault/memory-vault';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

const LOCK_PASSWORD = 'Lock-大理-8421';
const login = { tenantId: '000000', username: 'admin', password: 'admin' };
const menuCall = { method: 'GET', url: '/api/blade-system/menu/routes' } as const;

let server: FakeHttpServer;
let issued = 0;
beforeAll(async () => {
  server = await startFakeHttpServer({
    'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer(++issued) }),
    'GET /blade-auth/oauth/logout': () => ({ json: { success: true } }),
    'GET /blade-system/menu/routes': () => ({ json: { code: 200, success: true, data: [], msg: '' } }),
    'POST /blade-resource/oss/endpoint/put-file': () => ({ json: { code: 200, success: true, data: {} } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const signedInHost = async (vault = createMemoryVault()) => {
  const t = createTestHost(server, {}, { vault });
  await t.host.start();
  expect((await t.host.dispatch('auth.login', login)).ok).toBe(true);
  return t;
};

const storedLock = async (vault: ReturnType<typeof createMemoryVault>) => {
  const raw = await vault.get(SESSION_VAULT_KEY);
  return raw === null ? null : (JSON.parse(raw) as { lock?: Record<string, unknown> }).lock;
};

describe('lock password hash', () => {
  it('verifies the right password only; salted, so two hashes of one password differ', async () => {
    const a = await hashLockPassword(LOCK_PASSWORD);
    const b = await hashLockPassword(LOCK_PASSWORD);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain(LOCK_PASSWORD);
    expect(await verifyLockPassword(LOCK_PASSWORD, a)).toBe(true);
    expect(await verifyLockPassword(LOCK_PASSWORD, b)).toBe(true);
    expect(await verifyLockPassword(`${LOCK_PASSWORD} `, a)).toBe(false);
    expect(await verifyLockPassword('', a)).toBe(false);
  });

  it('a malformed or tampered hash verifies nothing (and cannot ask for huge scrypt costs)', async () => {
    const good = await hashLockPassword('x');
    const parts = good.split('$');
    for (const bad of [
      '',
      'x',
      LOCK_PASSWORD,
      `bcrypt$${parts.slice(1).join('$')}`,
      good.replace('$16384$', '$1048576$'),
    ]) {
      expect(await verifyLockPassword('x', bad)).toBe(false);
    }
    expect(
      await verifyLockPassword('x', `${parts.slice(0, 5).join('$')}$${Buffer.alloc(8).toString('base64url')}`),
    ).toBe(false);
  });
});

describe('screen lock', () => {
  it('is refused when signed out', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('lock.get', undefined)).toEqual({
      ok: true,
      data: { locked: false, hasPassword: false, reason: null },
    });
    expect(await t.host.dispatch('lock.lock', { password: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(await t.host.dispatch('lock.unlock', { password: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
  });

  it('locking needs a password the first time: 锁屏密码不能为空, nothing changes', async () => {
    const t = await signedInHost();
    const before = JSON.stringify(await t.vault.get(SESSION_VAULT_KEY));
    expect(await t.host.dispatch('lock.lock', {})).toEqual({
      ok: false,
      error: { code: 'validation', message: '锁屏密码不能为空', fieldErrors: { password: '锁屏密码不能为空' } },
    });
    await t.settings.set({ language: 'en' });
    expect(await t.host.dispatch('lock.lock', {})).toMatchObject({
      error: { message: 'The lock password cannot be empty' },
    });
    expect(JSON.stringify(await t.vault.get(SESSION_VAULT_KEY))).toBe(before);
    expect(t.eventsOf('lock.changed')).toEqual([]);
  });

  it('sets the password, locks, refuses a wrong password, unlocks with the right one', async () => {
    const t = await signedInHost();
    const locked = { locked: true, hasPassword: true, reason: 'manual' };
    expect(await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD })).toEqual({ ok: true, data: locked });
    expect(await t.host.dispatch('lock.get', undefined)).toEqual({ ok: true, data: locked });

    expect(await t.host.dispatch('lock.unlock', { password: 'wrong' })).toEqual({
      ok: false,
      error: {
        code: 'validation',
        message: '解锁密码错误，请重新输入',
        fieldErrors: { password: '解锁密码错误，请重新输入' },
      },
    });
    expect(t.host.lock.isLocked()).toBe(true);

    const unlocked = { locked: false, hasPassword: true, reason: null };
    expect(await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD })).toEqual({ ok: true, data: unlocked });
    expect(t.eventsOf('lock.changed')).toEqual([locked, unlocked]);

    // The password is remembered for the session: the next lock needs none.
    expect(await t.host.dispatch('lock.lock', {})).toEqual({ ok: true, data: locked });
    expect((await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD })).ok).toBe(true);
  });

  it('keeps only an scrypt hash: never the password, in the vault, the events or any answer', async () => {
    const t = await signedInHost();
    const answers = [
      await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD }),
      await t.host.dispatch('lock.get', undefined),
      await t.host.dispatch('session.get', undefined),
    ];
    const lock = await storedLock(t.vault);
    expect(lock).toMatchObject({ locked: true, reason: 'manual', failedAttempts: 0 });
    const hash = String(lock?.passwordHash);
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toBe(LOCK_PASSWORD);
    expect(hash).not.toContain(LOCK_PASSWORD);
    const secret = (await t.vault.get(SESSION_VAULT_KEY)) ?? '';
    expect(secret).not.toContain(LOCK_PASSWORD);
    expect(secret).not.toContain(Buffer.from(LOCK_PASSWORD).toString('base64'));
    const seen = JSON.stringify([answers, t.events, t.log.lines]);
    expect(seen).not.toContain(LOCK_PASSWORD);
    expect(seen).not.toContain(hash.split('$')[5]);
  });

  it('a new password replaces the old one while unlocked; a locked screen cannot change it', async () => {
    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: 'first' });
    await t.host.dispatch('lock.unlock', { password: 'first' });
    await t.host.dispatch('lock.lock', { password: 'second' });
    expect(await t.host.dispatch('lock.unlock', { password: 'first' })).toMatchObject({ ok: false });
    // From the lock page: setting a password of one's own must not open the lock.
    expect(await t.host.dispatch('lock.lock', { password: 'mine' })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(await t.host.dispatch('lock.unlock', { password: 'mine' })).toMatchObject({ ok: false });
    expect(await t.host.dispatch('lock.unlock', { password: 'second' })).toMatchObject({
      ok: true,
      data: { locked: false },
    });
  });

  it(`${MAX_UNLOCK_ATTEMPTS} wrong passwords in a row sign out locally; a right one in between resets the count`, async () => {
    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    for (let i = 0; i < MAX_UNLOCK_ATTEMPTS - 1; i += 1) await t.host.dispatch('lock.unlock', { password: 'x' });
    expect(await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD })).toMatchObject({ ok: true });

    await t.host.dispatch('lock.lock', {});
    for (let i = 0; i < MAX_UNLOCK_ATTEMPTS - 1; i += 1) {
      expect(await t.host.dispatch('lock.unlock', { password: 'x' })).toMatchObject({ error: { code: 'validation' } });
    }
    expect(t.host.session.view().signedIn).toBe(true);
    expect((await storedLock(t.vault))?.failedAttempts).toBe(MAX_UNLOCK_ATTEMPTS - 1);
    const requestsBefore = server.requests.length;
    expect(await t.host.dispatch('lock.unlock', { password: 'x' })).toEqual({
      ok: false,
      error: { code: 'unauthorized', message: '解锁密码错误次数过多，请重新登录' },
    });
    expect(t.host.session.view().signedIn).toBe(false);
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    // Local: the server is not asked (its token may be what the intruder wants revoked or not).
    expect(server.requests.length).toBe(requestsBefore);
    expect(t.eventsOf('session.changed').at(-1)).toMatchObject({ signedIn: false });
    expect(t.eventsOf('lock.changed').at(-1)).toEqual({ locked: false, hasPassword: false, reason: null });
  });

  it('sign-out clears the lock and its password; so does a new sign-in', async () => {
    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    await t.host.dispatch('auth.logout', undefined);
    expect(await t.host.dispatch('lock.get', undefined)).toEqual({
      ok: true,
      data: { locked: false, hasPassword: false, reason: null },
    });
    expect(t.eventsOf('lock.changed').at(-1)).toEqual({ locked: false, hasPassword: false, reason: null });
    await t.host.dispatch('auth.login', login);
    expect(await t.host.dispatch('lock.get', undefined)).toMatchObject({ data: { locked: false, hasPassword: false } });
    expect(await t.host.dispatch('lock.lock', {})).toMatchObject({ error: { code: 'validation' } });

    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    await t.host.dispatch('auth.login', login);
    expect(await t.host.dispatch('lock.get', undefined)).toMatchObject({ data: { locked: false, hasPassword: false } });
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    await t.host.dispatch('auth.forceLogout', undefined);
    expect(await t.host.dispatch('lock.get', undefined)).toMatchObject({ data: { locked: false, hasPassword: false } });
  });

  it('survives a restart of the app from the same vault: it comes back locked', async () => {
    const vault = createMemoryVault();
    const first = await signedInHost(vault);
    await first.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    first.host.dispose();

    const second = createTestHost(server, {}, { vault });
    await second.host.start();
    expect(second.host.session.view().signedIn).toBe(true);
    expect(await second.host.dispatch('lock.get', undefined)).toEqual({
      ok: true,
      data: { locked: true, hasPassword: true, reason: 'manual' },
    });
    expect(await second.host.dispatch('http.request', menuCall)).toEqual({
      ok: false,
      error: { code: 'silent', message: 'locked' },
    });
    expect(await second.host.dispatch('lock.unlock', { password: LOCK_PASSWORD })).toMatchObject({ ok: true });
    second.host.dispose();
  });

  it('while locked, server calls are refused without reaching the server', async () => {
    const t = await signedInHost();
    expect((await t.host.dispatch('http.request', menuCall)).ok).toBe(true);
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    const before = server.requests.length;
    const refused = { ok: false, error: { code: 'silent', message: 'locked' } };
    expect(await t.host.dispatch('http.request', menuCall)).toEqual(refused);
    expect(
      await t.host.dispatch('http.upload', {
        url: '/api/blade-resource/oss/endpoint/put-file',
        fileName: 'a.png',
        mimeType: 'image/png',
        bytes: new Uint8Array([1]),
      }),
    ).toEqual(refused);
    expect(
      await t.host.dispatch('auth.changePassword', { oldPassword: 'a', newPassword: 'b', newPassword1: 'b' }),
    ).toEqual(refused);
    expect(server.requests.length).toBe(before);
    await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD });
    expect((await t.host.dispatch('http.request', menuCall)).ok).toBe(true);
  });

  it('the kiosk board keeps reading its own endpoints while the workspace is locked, and nothing else', async () => {
    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    expect(await t.host.dispatch('http.request', menuCall)).toMatchObject({ ok: false, error: { code: 'silent' } });
    const before = server.requests.length;
    const boardCall = { method: 'GET', url: `/api${BOARD_ENDPOINTS.orderStatistics.path}` } as const;
    server.route(`GET ${BOARD_ENDPOINTS.orderStatistics.path}`, () => ({
      json: { code: 200, success: true, data: {} },
    }));
    expect((await t.host.dispatchKiosk('http.request', boardCall)).ok).toBe(true);
    expect(server.requests.length).toBe(before + 1);
    // Any other read with the shared session is refused (issue 18): the menus, a user list.
    expect(await t.host.dispatchKiosk('http.request', menuCall)).toMatchObject({
      ok: false,
      error: { code: 'invalid-payload' },
    });
    expect(server.requests.length).toBe(before + 1);
    // A write is refused before it reaches the server, locked or not.
    const write = { method: 'POST', url: '/api/blade-system/user/remove', params: { ids: '1' } } as const;
    expect(await t.host.dispatchKiosk('http.request', write)).toEqual({
      ok: false,
      error: { code: 'invalid-payload', message: '看板窗口只能读取数据' },
    });
    await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD });
    expect(await t.host.dispatchKiosk('http.request', write)).toMatchObject({ ok: false });
    expect(server.requests.length).toBe(before + 1);
  });

  it('a token refresh keeps the lock (it belongs to the session, not to a token)', async () => {
    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    const before = JSON.parse((await t.vault.get(SESSION_VAULT_KEY)) ?? '{}') as { accessToken: string };
    // The refresh timer fires as time passes; its refresh is awaited through the vault.
    t.clock.advance(3000 * 1000 + 10_000);
    const read = async () =>
      JSON.parse((await t.vault.get(SESSION_VAULT_KEY)) ?? '{}') as { accessToken: string; lock: { locked: boolean } };
    await vi.waitFor(async () => expect((await read()).accessToken).not.toBe(before.accessToken));
    const after = await read();
    expect(after.lock.locked).toBe(true);
    expect(t.host.lock.isLocked()).toBe(true);
    expect(await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD })).toMatchObject({ ok: true });
  });

  it('a lock set while a refresh is on the wire is neither delayed nor lost when the refresh lands', async () => {
    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: LOCK_PASSWORD });
    await t.host.dispatch('lock.unlock', { password: LOCK_PASSWORD });
    server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer(++issued), delayMs: 300 }));
    try {
      t.clock.advance(3000 * 1000 + 10_000);
      await vi.waitFor(() =>
        expect(server.requests.some((r) => r.form.get('grant_type') === 'refresh_token')).toBe(true),
      );
      const locking = t.host.dispatch('lock.lock', {});
      // Locked at once, not after the slow refresh.
      await vi.waitFor(() => expect(t.host.lock.isLocked()).toBe(true), { timeout: 200 });
      expect(await locking).toMatchObject({ ok: true, data: { locked: true } });
      await vi.waitFor(async () => {
        const stored = JSON.parse((await t.vault.get(SESSION_VAULT_KEY)) ?? '{}') as {
          accessToken: string;
          lock?: { locked: boolean };
        };
        expect(stored.accessToken).toBe(`access-${issued}`);
        expect(stored.lock?.locked).toBe(true);
      });
      expect(t.host.lock.isLocked()).toBe(true);
    } finally {
      server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer(++issued) }));
    }
  });
});
