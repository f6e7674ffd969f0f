import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { tokenAnswer } from './support/bladex-fixtures';
import { createTestHost } from './support/host-harness';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('flavour X (BladeX) adapter', () => {
  it('captcha: GET /blade-auth/oauth/captcha, flat answer', async () => {
    server.route('GET /blade-auth/oauth/captcha', () => ({ json: { key: 'k1', image: 'data:image/png;base64,AAAA' } }));
    const t = createTestHost(server);
    expect(await t.host.dispatch('auth.captcha', undefined)).toEqual({
      ok: true,
      data: { key: 'k1', image: 'data:image/png;base64,AAAA' },
    });
  });

  it('captcha grant: md5 password in the query, captcha and tenant headers', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer() }));
    const t = createTestHost(server, { captchaMode: true });
    const result = await t.host.dispatch('auth.login', {
      tenantId: '000000',
      username: 'admin',
      password: '大理admin',
      captchaKey: 'k1',
      captchaCode: 'x7y8z',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { signedIn: true, user: { realName: '管理员', roleName: 'administrator' } },
    });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.query.size, 'nothing in the URL').toBe(0);
    expect(Object.fromEntries(request.form)).toEqual({
      grant_type: 'captcha',
      tenantId: '000000',
      username: 'admin',
      password: md5('大理admin'),
      type: 'account',
      scope: 'all',
    });
    expect(request.headers).toMatchObject({
      'tenant-id': '000000',
      'captcha-key': 'k1',
      'captcha-code': 'x7y8z',
      authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0',
    });
  });

  it('password grant when captcha mode is off; the default tenant fills an empty one', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer() }));
    const t = createTestHost(server, { captchaMode: false, defaultTenantId: '100001' });
    await t.host.dispatch('auth.login', { tenantId: '', username: 'admin', password: 'admin' });
    expect(server.last().form.get('grant_type')).toBe('password');
    expect(server.last().form.get('tenantId')).toBe('100001');
    expect(server.last().headers['captcha-key']).toBeUndefined();
  });

  it('HTTP 200 with error_description: the description comes back and NOTHING is stored', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({
      json: { error_code: 400, error_description: '用户名或密码不正确' },
    }));
    const t = createTestHost(server);
    const result = await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'bad' });
    expect(result).toEqual({ ok: false, error: { code: 'http', message: '用户名或密码不正确', status: 400 } });
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
    expect(t.events).toEqual([]);
  });

  it('an R failure (HTTP 400) and a bad client (HTTP 401) are sign-in errors with the server text', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({
      status: 400,
      json: { code: 400, success: false, msg: '验证码不正确' },
    }));
    const t = createTestHost(server);
    expect(await t.host.dispatch('auth.login', { tenantId: '000000', username: 'a', password: 'b' })).toMatchObject({
      ok: false,
      error: { code: 'http', message: '验证码不正确' },
    });
    server.route('POST /blade-auth/oauth/token', () => ({ status: 401, json: { code: 401, msg: '客户端认证失败!' } }));
    expect(await t.host.dispatch('auth.login', { tenantId: '000000', username: 'a', password: 'b' })).toEqual({
      ok: false,
      error: { code: 'http', message: '客户端认证失败!', status: 401 },
    });
  });

  it('a 200 that is not a token is refused', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({ json: { hello: 'world' } }));
    const t = createTestHost(server);
    const result = await t.host.dispatch('auth.login', { tenantId: '000000', username: 'a', password: 'b' });
    expect(result).toMatchObject({ ok: false, error: { code: 'http' } });
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
  });

  it('refresh: grant_type=refresh_token with Tenant-Id, Dept-Id and Role-Id on a switch', async () => {
    let n = 0;
    server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer(++n) }));
    const t = createTestHost(server, { switchMode: true });
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    const result = await t.host.dispatch('auth.switchIdentity', { deptId: 'd2', roleId: 'r2' });
    expect(result.ok).toBe(true);
    expect(server.last().query.size, 'nothing in the URL').toBe(0);
    expect(Object.fromEntries(server.last().form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      tenantId: '000000',
      scope: 'all',
    });
    expect(server.last().headers).toMatchObject({ 'tenant-id': '000000', 'dept-id': 'd2', 'role-id': 'r2' });
  });

  it('logout: GET /blade-auth/oauth/logout with the token; a failing server still signs out', async () => {
    server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer() }));
    server.route('GET /blade-auth/oauth/logout', () => ({ status: 500, json: { code: 500, msg: '服务器异常' } }));
    const t = createTestHost(server);
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    const result = await t.host.dispatch('auth.logout', undefined);
    expect(result).toEqual({ ok: true, data: { signedIn: false, user: null, issuedAt: null } });
    expect(server.last().path).toBe('/blade-auth/oauth/logout');
    expect(server.last().headers['blade-auth']).toBe('bearer access-1');
    expect(await t.vault.get(SESSION_VAULT_KEY)).toBeNull();
  });
});

describe('flavour S (SpringBlade) adapter', () => {
  const authInfo = (n: number) => ({
    code: 200,
    success: true,
    msg: '操作成功',
    data: {
      accessToken: jwt({ dept_id: '1123598813738675201', role_id: '1123598816738675201', n }),
      tokenType: 'bearer',
      refreshToken: `s-refresh-${n}`,
      expiresIn: 3600,
      userId: '1123598821738675201',
      tenantId: '000000',
      oauthId: '',
      account: 'admin',
      userName: '管理员',
      authority: 'administrator',
      avatar: 'https://example/avatar.png',
      license: 'powered by bladex',
    },
  });

  it('token: /blade-auth/token with grantType/account, R-wrapped camelCase answer', async () => {
    server.route('POST /blade-auth/token', () => ({ json: authInfo(1) }));
    const t = createTestHost(server, { authFlavour: 'springblade', captchaMode: true });
    const result = await t.host.dispatch('auth.login', {
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: 'k',
      captchaCode: 'c',
    });
    expect(result).toMatchObject({
      ok: true,
      data: {
        user: { account: 'admin', realName: '管理员', roleName: 'administrator', deptId: '1123598813738675201' },
      },
    });
    expect(server.last().query.size, 'nothing in the URL').toBe(0);
    expect(Object.fromEntries(server.last().form)).toEqual({
      grantType: 'captcha',
      tenantId: '000000',
      account: 'admin',
      password: 'admin',
      type: 'account',
    });
    expect(server.last().headers).toMatchObject({ 'captcha-key': 'k', 'captcha-code': 'c' });
  });

  it('errors come as R failures with msg', async () => {
    server.route('POST /blade-auth/token', () => ({
      status: 400,
      json: { code: 400, success: false, msg: '用户名或密码错误' },
    }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    expect(await t.host.dispatch('auth.login', { tenantId: '000000', username: 'a', password: 'b' })).toMatchObject({
      ok: false,
      error: { code: 'http', message: '用户名或密码错误', status: 400 },
    });
  });

  it('captcha is R-wrapped at /blade-auth/captcha; logout is POST /blade-auth/logout', async () => {
    server.route('GET /blade-auth/captcha', () => ({
      json: { code: 200, data: { key: 'sk', image: 'data:image/png;base64,B' } },
    }));
    server.route('POST /blade-auth/token', () => ({ json: authInfo(1) }));
    server.route('POST /blade-auth/logout', () => ({ json: { code: 200, data: { code: '200', msg: '操作成功' } } }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    expect(await t.host.dispatch('auth.captcha', undefined)).toEqual({
      ok: true,
      data: { key: 'sk', image: 'data:image/png;base64,B' },
    });
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    await t.host.dispatch('auth.logout', undefined);
    expect(server.last().method).toBe('POST');
    expect(server.last().path).toBe('/blade-auth/logout');
  });

  it('refresh: grantType=refresh_token&refreshToken=', async () => {
    let n = 0;
    server.route('POST /blade-auth/token', () => ({ json: authInfo(++n) }));
    const t = createTestHost(server, { authFlavour: 'springblade' });
    await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
    t.clock.advance(3_000_000);
    await t.host.session.tick();
    expect(server.last().query.size, 'nothing in the URL').toBe(0);
    expect(Object.fromEntries(server.last().form)).toEqual({
      grantType: 'refresh_token',
      refreshToken: 's-refresh-1',
      tenantId: '000000',
      scope: 'all',
    });
  });
});
