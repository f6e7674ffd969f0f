import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

/** Issue 18 item 4: a seeded account signed in with its published password must set a new one first. */
let server: FakeHttpServer;
beforeEach(async () => {
  server = await startFakeHttpServer({
    'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer() }),
    'POST /blade-system/user/update-password': () => ({
      json: { code: 200, success: true, data: {}, msg: '操作成功' },
    }),
    'GET /blade-system/user/page': () => ({ json: { code: 200, success: true, data: { records: [], total: 0 } } }),
  });
});
afterEach(async () => server.close());

const login = { tenantId: '000000', username: 'admin', password: 'admin' };
const page = { method: 'GET' as const, url: '/api/blade-system/user/page' };

describe('the "set your password" step', () => {
  it('holds everything back until the password is changed, then lets the session go on', async () => {
    const t = createTestHost(server, {}, { requireNewDefaultPassword: true });
    const signed = await t.host.dispatch('auth.login', login);
    expect(signed).toMatchObject({ ok: true, data: { signedIn: true, mustChangePassword: true } });
    const before = server.requests.length;
    expect(await t.host.dispatch('http.request', page)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(
      await t.host.dispatch('export.start', { url: '/api/blade-system/user/page', fileName: 'x.xlsx', columns: [] }),
    ).toMatchObject({ ok: false });
    // Not the connection settings either, though the default password would pass the administrator's re-entry.
    const protectedChange = await t.host.dispatch('settings.setProtected', {
      password: 'admin',
      patch: { serverUrl: 'http://elsewhere.example' },
    });
    expect(protectedChange).toMatchObject({ ok: false, error: { code: 'forbidden', message: '请先设置新密码' } });
    expect(await t.host.dispatch('settings.get', undefined)).toMatchObject({ data: { serverUrl: null } });
    expect(server.requests.length).toBe(before);

    const same = await t.host.dispatch('auth.changePassword', {
      oldPassword: 'admin',
      newPassword: 'admin',
      newPassword1: 'admin',
    });
    expect(same).toMatchObject({
      ok: false,
      error: { code: 'validation', fieldErrors: { newPassword: '新密码不能是初始默认密码' } },
    });

    const changed = await t.host.dispatch('auth.changePassword', {
      oldPassword: 'admin',
      newPassword: 'Erhai@2026',
      newPassword1: 'Erhai@2026',
    });
    expect(changed.ok).toBe(true);
    expect(JSON.stringify(await t.host.dispatch('session.get', undefined))).not.toContain('mustChangePassword');
    expect(await t.host.dispatch('http.request', page)).toMatchObject({ ok: true });
  });

  it('asks nothing of another password, or of a real BladeX server', async () => {
    const own = createTestHost(server, {}, { requireNewDefaultPassword: true });
    expect(await own.host.dispatch('auth.login', { ...login, password: 'Erhai@2026' })).toMatchObject({
      ok: true,
      data: { signedIn: true },
    });
    expect(JSON.stringify(await own.host.dispatch('session.get', undefined))).not.toContain('mustChangePassword');
    const remote = createTestHost(server, { serverUrl: server.url }, { requireNewDefaultPassword: true });
    const signed = await remote.host.dispatch('auth.login', login);
    expect(JSON.stringify(signed)).not.toContain('mustChangePassword');
  });

  it('asks it of an account whose password an administrator reset, as the server says (issue 19 item 5)', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({
      json: { ...tokenAnswer(), detail: { type: 'web', passwordReset: true } },
    }));
    const t = createTestHost(server, {}, { requireNewDefaultPassword: true });
    const signed = await t.host.dispatch('auth.login', { ...login, username: 'zhaolihong', password: '123456' });
    expect(signed).toMatchObject({ ok: true, data: { signedIn: true, mustChangePassword: true } });
    expect(await t.host.dispatch('http.request', page)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const changed = await t.host.dispatch('auth.changePassword', {
      oldPassword: '123456',
      newPassword: 'Cangshan#88',
      newPassword1: 'Cangshan#88',
    });
    expect(changed.ok).toBe(true);
    expect(await t.host.dispatch('http.request', page)).toMatchObject({ ok: true });
  });

  it('survives a restart: the stored session still asks for the new password', async () => {
    const first = createTestHost(server, {}, { requireNewDefaultPassword: true });
    await first.host.dispatch('auth.login', login);
    const again = createTestHost(server, {}, { requireNewDefaultPassword: true, vault: first.vault });
    await again.host.start();
    expect(await again.host.dispatch('session.get', undefined)).toMatchObject({ data: { mustChangePassword: true } });
    again.host.dispose();
  });
});
