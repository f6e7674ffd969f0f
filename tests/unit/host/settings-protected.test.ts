import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPolicyService } from '../../../src/main/host/policy/policy-service';
import type { RawPolicy } from '../../../src/main/host/policy/policy-source';
import { MAX_REAUTH_ATTEMPTS, REAUTH_VAULT_KEY } from '../../../src/main/host/session/reauth';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { PREFERENCE_KEYS, PROTECTED_KEYS, settingsSchema } from '../../../src/shared/settings';
import { recordingLogger, tokenAnswer } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

const admin = { tenantId: '000000', username: 'admin', password: 'admin' };
const operator = { tenantId: '000000', username: 'zhaolihong', password: 'Pw-123456' };
const menuCall = { method: 'GET', url: '/api/blade-system/menu/routes' } as const;

let server: FakeHttpServer;
/** Stands for the address an attacker would point the workspace at: it must never hear from it. */
let elsewhere: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer({
    'POST /blade-auth/oauth/token': (request) => {
      const form = new URLSearchParams(request.body.toString());
      const username = request.query.get('username') ?? form.get('username');
      return {
        json:
          username === 'zhaolihong'
            ? { ...tokenAnswer(2), account: 'zhaolihong', role_name: 'operator' }
            : tokenAnswer(1),
      };
    },
    'GET /blade-auth/oauth/logout': () => ({ json: { success: true } }),
    'GET /blade-system/menu/routes': () => ({ json: { code: 200, success: true, data: [], msg: '' } }),
  });
  elsewhere = await startFakeHttpServer({});
});
afterAll(() => Promise.all([server.close(), elsewhere.close()]));
beforeEach(() => {
  elsewhere.requests.length = 0;
});

/** A policy service over fixed sources whose content the test can change. */
const fakePolicy = (initial: RawPolicy[] = []) => {
  let raws = initial;
  const clock = createFakeClock();
  const service = createPolicyService({
    readers: [
      { source: 'policy-file', location: '/etc/dali-backoffice/policy.json', read: async () => raws[0] ?? null },
    ],
    clock,
    log: recordingLogger(),
  });
  return {
    service,
    set(values: Record<string, unknown>) {
      raws = [{ source: 'policy-file', location: '/etc/dali-backoffice/policy.json', values }];
    },
  };
};

const signedIn = async (login = admin, policy?: ReturnType<typeof fakePolicy>) => {
  if (policy) await policy.service.start();
  const t = createTestHost(server, {}, policy ? { policy: policy.service } : {});
  await t.host.start();
  expect((await t.host.dispatch('auth.login', login)).ok).toBe(true);
  t.events.length = 0;
  return t;
};

describe('settings kinds', () => {
  it('every setting is a preference or a protected one, except the client secret that never leaves main', () => {
    const all = Object.keys(settingsSchema.shape).sort();
    expect([...PREFERENCE_KEYS, ...PROTECTED_KEYS, 'clientSecret'].sort()).toEqual(all);
    expect(PREFERENCE_KEYS.filter((key) => (PROTECTED_KEYS as readonly string[]).includes(key))).toEqual([]);
  });
});

describe('settings.set: the operator’s preferences only', () => {
  it('stores a preference and tells every window', async () => {
    const t = createTestHost(server);
    expect(await t.host.dispatch('settings.set', { language: 'en', isCollapse: true })).toMatchObject({
      ok: true,
      data: { language: 'en', isCollapse: true },
    });
    expect(t.eventsOf('settings.changed')).toEqual([expect.objectContaining({ language: 'en' })]);
  });

  it('refuses every connection and security setting, signed in or not, and writes nothing', async () => {
    for (const t of [createTestHost(server), await signedIn()]) {
      const before = t.settings.get();
      for (const patch of [
        { serverUrl: `${elsewhere.url}` },
        { clientId: 'x' },
        { captchaMode: false },
        { idleLockMinutes: 0 },
        { tokenTime: 99_999 },
        { language: 'en', authFlavour: 'springblade' },
      ]) {
        expect(await t.host.dispatch('settings.set', patch)).toMatchObject({
          ok: false,
          error: { code: 'invalid-payload' },
        });
      }
      expect(t.settings.get()).toEqual(before);
      expect(t.eventsOf('settings.changed')).toEqual([]);
    }
  });
});

describe('settings.setProtected: a signed-in administrator with their password', () => {
  it('stores the change and tells every window', async () => {
    const t = await signedIn();
    const result = await t.host.dispatch('settings.setProtected', {
      password: 'admin',
      patch: { idleLockMinutes: 10, switchMode: true, tokenTime: 1200 },
    });
    expect(result).toMatchObject({ ok: true, data: { idleLockMinutes: 10, switchMode: true, tokenTime: 1200 } });
    expect(result).not.toHaveProperty('data.clientSecret');
    expect(t.settings.get()).toMatchObject({ idleLockMinutes: 10, switchMode: true, tokenTime: 1200 });
    expect(t.eventsOf('settings.changed')).toHaveLength(1);
    expect(t.log.lines.join('\n')).not.toContain('admin\n');
  });

  it('refuses signed out, while locked, and anyone but an administrator, writing nothing', async () => {
    const out = createTestHost(server);
    expect(
      await out.host.dispatch('settings.setProtected', { password: 'admin', patch: { captchaMode: false } }),
    ).toMatchObject({ ok: false, error: { code: 'unauthorized' } });

    const locked = await signedIn();
    expect((await locked.host.dispatch('lock.lock', { password: '1234' })).ok).toBe(true);
    expect(
      await locked.host.dispatch('settings.setProtected', { password: 'admin', patch: { captchaMode: false } }),
    ).toMatchObject({ ok: false, error: { code: 'silent' } });

    const op = await signedIn(operator);
    expect(
      await op.host.dispatch('settings.setProtected', { password: operator.password, patch: { captchaMode: false } }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    for (const t of [out, locked, op]) expect(t.settings.get().captchaMode).toBe(false);
  });

  it('a wrong password names the field; the fifth in a row signs out', async () => {
    const t = await signedIn();
    for (let attempt = 1; attempt < MAX_REAUTH_ATTEMPTS; attempt += 1) {
      expect(
        await t.host.dispatch('settings.setProtected', { password: 'guess', patch: { captchaMode: false } }),
      ).toMatchObject({ ok: false, error: { code: 'validation', fieldErrors: { password: '密码错误，请重新输入' } } });
    }
    expect(
      await t.host.dispatch('settings.setProtected', { password: 'guess', patch: { captchaMode: false } }),
    ).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(t.host.session.view().signedIn).toBe(false);
    expect(await t.vault.get(REAUTH_VAULT_KEY)).toBeNull();
    expect(t.settings.get().captchaMode).toBe(false);
  });

  it('keeps only an scrypt hash of the password, and asks to sign in again when it has none', async () => {
    const t = await signedIn();
    const stored = (await t.vault.get(REAUTH_VAULT_KEY)) ?? '';
    expect(stored).toMatch(/scrypt\$/);
    expect(stored).not.toContain('"admin"');
    await t.vault.delete(REAUTH_VAULT_KEY);
    expect(
      await t.host.dispatch('settings.setProtected', { password: 'admin', patch: { captchaMode: true } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'validation', fieldErrors: { password: expect.stringContaining('重新登录') } },
    });
  });

  it('a new server signs out and clears the tokens before any request goes to the new address', async () => {
    const t = await signedIn();
    expect(await t.vault.get(SESSION_VAULT_KEY)).not.toBeNull();
    const result = await t.host.dispatch('settings.setProtected', {
      password: 'admin',
      patch: { serverUrl: elsewhere.url },
    });
    expect(result).toMatchObject({ ok: true, data: { serverUrl: elsewhere.url } });
    expect(t.host.session.view().signedIn).toBe(false);
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    // The session ended before the address changed: windows heard signed-out first.
    const order = t.events.map((e) => e.event).filter((e) => e === 'session.changed' || e === 'settings.changed');
    expect(order.slice(0, 2)).toEqual(['session.changed', 'settings.changed']);
    // The next call goes to the new server without the old server's token.
    await t.host.dispatch('http.request', menuCall);
    expect(elsewhere.requests.map((r) => r.path)).toEqual(['/blade-system/menu/routes']);
    expect(elsewhere.requests[0].headers['blade-auth']).toBeUndefined();
  });
});

describe('IT policy over the settings', () => {
  it('forced values are in force, shown with their source, and neither channel may change them', async () => {
    const policy = fakePolicy([
      {
        source: 'policy-file',
        location: '/etc/dali-backoffice/policy.json',
        values: { ServerUrl: server.url, IdleLockMinutes: 15, DisableExport: 1 },
      },
    ]);
    const t = await signedIn(admin, policy);
    expect(t.settings.get()).toMatchObject({ serverUrl: server.url, idleLockMinutes: 15 });
    expect(await t.host.dispatch('policy.get', undefined)).toMatchObject({
      ok: true,
      data: {
        locks: {
          serverUrl: { source: 'policy-file', location: '/etc/dali-backoffice/policy.json', policyName: 'ServerUrl' },
        },
        idleLock: { minutes: 15, mayLengthen: false },
        exportDisabled: true,
      },
    });
    expect(
      await t.host.dispatch('settings.setProtected', { password: 'admin', patch: { serverUrl: elsewhere.url } }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden', fieldErrors: { serverUrl: expect.any(String) } } });
    // Longer than the policy, or off: refused. Shorter: allowed.
    for (const idleLockMinutes of [30, 0]) {
      expect(
        await t.host.dispatch('settings.setProtected', { password: 'admin', patch: { idleLockMinutes } }),
      ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(
      await t.host.dispatch('settings.setProtected', { password: 'admin', patch: { idleLockMinutes: 5 } }),
    ).toMatchObject({ ok: true, data: { idleLockMinutes: 5 } });
    expect(t.settings.get().serverUrl).toBe(server.url);
    expect(
      await t.host.dispatch('export.start', {
        endpoint: '/api/blade-system/user/page',
        params: {},
        columns: [{ name: 'account', header: '账号', kind: 'text' }],
        fileName: '用户列表',
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden', message: '导出功能已被 IT 策略禁用' } });
    expect(elsewhere.requests).toEqual([]);
  });

  it('a policy change while running reaches the settings and every window', async () => {
    const policy = fakePolicy();
    const t = await signedIn(admin, policy);
    expect(t.settings.get().updateChannel).toBe('stable');
    policy.set({ UpdateChannel: 'beta', StartWithBoard: 'true' });
    await policy.service.refresh();
    expect(t.settings.get()).toMatchObject({ updateChannel: 'beta', board: { openAtStartup: true } });
    expect(t.eventsOf('settings.changed')).toEqual([expect.objectContaining({ updateChannel: 'beta' })]);
    expect(t.eventsOf('policy.changed')).toEqual([
      expect.objectContaining({ locks: expect.objectContaining({ updateChannel: expect.any(Object) }) }),
    ]);
    // The board's form sends its whole object back: the forced value passes, another is refused.
    const board = { refreshSeconds: 30, rankingMultiplier: 4.5, registeredUserOffset: 30000, displayId: null };
    expect(await t.host.dispatch('settings.set', { board: { ...board, openAtStartup: true } })).toMatchObject({
      ok: true,
      data: { board: { refreshSeconds: 30 } },
    });
    expect(await t.host.dispatch('settings.set', { board: { ...board, openAtStartup: false } })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', fieldErrors: { 'board.openAtStartup': expect.any(String) } },
    });
  });
});
