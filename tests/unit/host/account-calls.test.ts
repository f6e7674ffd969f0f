import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

/** What the embedded server answers for a third-party identity no account is bound to. */
const unboundAnswer = () => ({
  ...tokenAnswer(7),
  user_id: '-1',
  dept_id: '',
  role_id: '',
  post_id: '',
  role_name: '',
  account: 'test_5f3a',
  user_name: 'test_5f3a',
  nick_name: '第三方用户5f3a',
  real_name: '第三方用户5f3a',
  oauth_id: 'oauth-5f3a',
});

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.route('POST /blade-auth/oauth/token', (r) =>
    r.fields.get('grant_type') === 'social' ? { json: unboundAnswer() } : { json: tokenAnswer() },
  );
});

const query = (path: string) => {
  const request = server.requests.find((r) => r.path === path);
  if (!request) throw new Error(`no request to ${path}`);
  return { params: Object.fromEntries(request.fields), headers: request.headers };
};

describe('auth.social', () => {
  it('X: POST /blade-auth/oauth/token grant_type=social with the tenant header; an unbound user is a session', async () => {
    const t = createTestHost(server);
    const result = await t.host.dispatch('auth.social', {
      tenantId: '000000',
      source: 'test',
      code: 'c0de',
      state: '000000',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        signedIn: true,
        issuedAt: expect.any(Number),
        user: expect.objectContaining({ userId: '-1', oauthId: 'oauth-5f3a', realName: '第三方用户5f3a' }),
      },
    });
    const sent = query('/blade-auth/oauth/token');
    expect(sent.params).toEqual({
      grant_type: 'social',
      tenantId: '000000',
      source: 'test',
      code: 'c0de',
      state: '000000',
      scope: 'all',
    });
    expect(sent.headers['tenant-id']).toBe('000000');
    expect(sent.headers.authorization).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
    // Tokens are stored as for sign-in, and never leave the host.
    const stored = JSON.parse((await t.vault.get(SESSION_VAULT_KEY)) ?? '{}') as { accessToken: string };
    expect(stored.accessToken).toBe('access-7');
    expect(JSON.stringify([result, t.events])).not.toContain('access-7');
    expect(t.eventsOf('session.changed')).toHaveLength(1);
  });

  it('X: no state, an empty tenant → the default tenant; a refused code stores nothing', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({
      status: 400,
      json: { code: 400, success: false, msg: '第三方登录暂不支持该来源' },
    }));
    const t = createTestHost(server, { defaultTenantId: '123456' });
    expect(await t.host.dispatch('auth.social', { tenantId: '', source: 'gitee', code: 'x' })).toEqual({
      ok: false,
      error: { code: 'http', message: '第三方登录暂不支持该来源', status: 400 },
    });
    expect(query('/blade-auth/oauth/token').params).toEqual({
      grant_type: 'social',
      tenantId: '123456',
      source: 'gitee',
      code: 'x',
      scope: 'all',
    });
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.events).toEqual([]);
  });

  it('S: POST /blade-auth/token grantType=social', async () => {
    server.route('POST /blade-auth/token', () => ({
      json: {
        code: 200,
        success: true,
        data: {
          accessToken: jwt({}),
          refreshToken: 'r',
          expiresIn: 3600,
          userId: '-1',
          tenantId: '000000',
          oauthId: 'o-1',
          account: 'x',
          userName: 'X',
          authority: '',
          avatar: '',
        },
      },
    }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    expect(
      await t.host.dispatch('auth.social', { tenantId: '000000', source: 'github', code: 'c', state: 's' }),
    ).toMatchObject({ ok: true, data: { user: { userId: '-1', oauthId: 'o-1' } } });
    expect(query('/blade-auth/token').params).toEqual({
      grantType: 'social',
      tenantId: '000000',
      source: 'github',
      code: 'c',
      state: 's',
      scope: 'all',
    });
  });
});

describe('auth.registerGuest', () => {
  const form = { tenantId: '000000', name: '段游客', account: 'guest01', password: '大理Pass1', oauthId: 'oauth-5f3a' };

  it('X: md5 password in the query, with the unbound session token; ok(null)', async () => {
    server.route('POST /blade-system/user/register-guest', () => ({
      json: { code: 200, success: true, msg: '操作成功' },
    }));
    const t = createTestHost(server);
    await t.host.dispatch('auth.social', { tenantId: '000000', source: 'test', code: 'c' });
    expect(await t.host.dispatch('auth.registerGuest', form)).toEqual({ ok: true, data: null });
    const sent = query('/blade-system/user/register-guest');
    expect(sent.params).toEqual({ ...form, password: md5('大理Pass1') });
    expect(sent.headers['blade-auth']).toBe('bearer access-7');
    expect(JSON.stringify(server.requests.map((r) => [r.query.toString(), r.body.toString()]))).not.toContain(
      encodeURIComponent('大理Pass1'),
    );
  });

  it('an empty tenant number is the session tenant', async () => {
    server.route('POST /blade-system/user/register-guest', () => ({ json: { code: 200, success: true } }));
    const t = createTestHost(server);
    await t.host.dispatch('auth.social', { tenantId: '000000', source: 'test', code: 'c' });
    await t.host.dispatch('auth.registerGuest', { ...form, tenantId: '' });
    expect(query('/blade-system/user/register-guest').params.tenantId).toBe('000000');
  });

  it("failure: the server's msg; 提交失败 when it gives none (spec 002 §8)", async () => {
    const t = createTestHost(server);
    await t.host.dispatch('auth.social', { tenantId: '000000', source: 'test', code: 'c' });
    server.route('POST /blade-system/user/register-guest', () => ({
      status: 400,
      json: { code: 400, success: false, msg: '当前账号已被使用!' },
    }));
    expect(await t.host.dispatch('auth.registerGuest', form)).toEqual({
      ok: false,
      error: { code: 'http', message: '当前账号已被使用!', status: 400 },
    });
    server.route('POST /blade-system/user/register-guest', () => ({ status: 500, json: { code: 500 } }));
    expect(await t.host.dispatch('auth.registerGuest', form)).toEqual({
      ok: false,
      error: { code: 'http', message: '提交失败', status: 500 },
    });
    server.route('POST /blade-system/user/register-guest', () => ({ json: { code: 400, success: false, msg: '' } }));
    expect(await t.host.dispatch('auth.registerGuest', form)).toMatchObject({ error: { message: '提交失败' } });
  });

  it('S: the password goes as plain text, like its sign-in', async () => {
    server.route('POST /blade-auth/token', () => ({
      json: {
        code: 200,
        data: {
          accessToken: jwt({}),
          refreshToken: 'r',
          expiresIn: 60,
          userId: '-1',
          oauthId: 'o',
          tenantId: '000000',
        },
      },
    }));
    server.route('POST /blade-system/user/register-guest', () => ({ json: { code: 200, success: true } }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    await t.host.dispatch('auth.social', { tenantId: '000000', source: 'test', code: 'c' });
    await t.host.dispatch('auth.registerGuest', form);
    expect(query('/blade-system/user/register-guest').params.password).toBe('大理Pass1');
  });
});

describe('auth.changePassword', () => {
  const change = { oldPassword: 'admin', newPassword: 'Dali#2025', newPassword1: 'Dali#2025' };

  it('X: md5 of each value in the query, with the session token; ok(null)', async () => {
    server.route('POST /blade-system/user/update-password', () => ({ json: { code: 200, success: true } }));
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    expect(await t.host.dispatch('auth.changePassword', change)).toEqual({ ok: true, data: null });
    const sent = query('/blade-system/user/update-password');
    expect(sent.params).toEqual({
      oldPassword: md5('admin'),
      newPassword: md5('Dali#2025'),
      newPassword1: md5('Dali#2025'),
    });
    expect(sent.headers['blade-auth']).toBe('bearer access-1');
  });

  it("a wrong old password: the server's msg", async () => {
    server.route('POST /blade-system/user/update-password', () => ({
      status: 400,
      json: { code: 400, success: false, msg: '原密码不正确!' },
    }));
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    expect(await t.host.dispatch('auth.changePassword', { ...change, oldPassword: 'nope' })).toEqual({
      ok: false,
      error: { code: 'http', message: '原密码不正确!', status: 400 },
    });
    expect(t.host.session.view().signedIn).toBe(true);
  });

  it('a 401 ends the session like any other call', async () => {
    server.route('POST /blade-system/user/update-password', () => ({
      status: 401,
      json: { code: 401, msg: '请求未授权' },
    }));
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    expect(await t.host.dispatch('auth.changePassword', change)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(t.host.session.view().signedIn).toBe(false);
    expect(t.eventsOf('session.expired')).toEqual([{ reason: 'unauthorized' }]);
  });

  it('S: plain text', async () => {
    server.route('POST /blade-auth/token', () => ({
      json: {
        code: 200,
        data: { accessToken: jwt({}), refreshToken: 'r', expiresIn: 60, userId: '1', tenantId: '000000' },
      },
    }));
    server.route('POST /blade-system/user/update-password', () => ({ json: { code: 200, success: true } }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    await t.host.dispatch('auth.changePassword', change);
    expect(query('/blade-system/user/update-password').params).toEqual({
      oldPassword: 'admin',
      newPassword: 'Dali#2025',
      newPassword1: 'Dali#2025',
    });
  });
});
