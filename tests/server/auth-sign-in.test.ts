import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, tableCounts, TEST_CAPTCHA, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const refreshRows = () => tableCounts(server.db).blade_refresh_token;
/** Every table but the api log: a refused sign-in writes its 登录失败 row there and nothing else. */
const dataCounts = (except: string[] = []) => tableCounts(server.db, ['blade_log_api', ...except]);
const failedSignIns = () =>
  (
    server.db.prepare("SELECT COUNT(*) AS n FROM blade_log_api WHERE title = '登录失败'").get() as {
      n: number;
    }
  ).n;
const failureRow = (subject: string) =>
  server.db
    .prepare('SELECT fail_count FROM blade_login_failure WHERE scope = ? AND subject = ?')
    .get('account', subject) as { fail_count: number } | undefined;

const expectTokenError = (res: { statusCode: number; json(): unknown }, msg: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 400, success: false, data: {}, msg, error_code: 400, error_description: msg });
};

describe('captcha', () => {
  it('is a flat {key, image} with a PNG data URL, as BladeX draws it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { key: string; image: string };
    expect(Object.keys(body).sort()).toEqual(['image', 'key']);
    expect(body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.image.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  });
});

describe('password sign-in', () => {
  it('succeeds with the captcha and returns the flavour X token object', async () => {
    const before = refreshRows();
    const res = await server.tokenRequest('admin', 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    for (const key of [
      'access_token',
      'refresh_token',
      'token_type',
      'expires_in',
      'tenant_id',
      'user_id',
      'dept_id',
      'post_id',
      'role_id',
      'oauth_id',
      'account',
      'user_name',
      'nick_name',
      'real_name',
      'role_name',
      'avatar',
      'detail',
      'license',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      tenant_id: '000000',
      user_id: '1123598821738675201',
      account: 'admin',
      user_name: 'admin',
      role_name: 'administrator',
      license: 'powered by bladex',
    });
    const claims = decodeJwt(String(body.access_token));
    expect(claims).toMatchObject({
      token_type: 'access_token',
      tenant_id: '000000',
      user_id: '1123598821738675201',
      client_id: 'saber',
      role_name: 'administrator',
    });
    expect(Number(claims.exp) - Number(claims.nbf)).toBe(3600);
    expect(decodeJwt(String(body.refresh_token))).toMatchObject({ token_type: 'refresh_token' });
    expect(refreshRows()).toBe(before + 1);
  });

  it('accepts the md5 password as form fields too', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      headers: {
        authorization: CLIENT_BASIC,
        'content-type': 'application/x-www-form-urlencoded',
        'captcha-key': await server.captchaKey(),
        'captcha-code': TEST_CAPTCHA,
      },
      payload: `grant_type=captcha&username=admin&password=${md5Hex('admin')}&tenantId=000000&scope=all`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a wrong captcha and stores nothing but the failure log', async () => {
    const before = dataCounts();
    const failures = failedSignIns();
    expectTokenError(await server.tokenRequest('admin', 'admin', { captchaCode: 'zzzzz' }), '验证码不正确');
    expect(dataCounts()).toEqual(before);
    expect(failedSignIns()).toBe(failures + 1);
  });

  it('rejects a reused captcha (single use, even after a correct answer)', async () => {
    const key = await server.captchaKey();
    expect((await server.tokenRequest('admin', 'admin', { captchaKey: key })).statusCode).toBe(200);
    const before = dataCounts();
    expectTokenError(await server.tokenRequest('admin', 'admin', { captchaKey: key }), '验证码不正确');
    expect(dataCounts()).toEqual(before);
  });

  it('rejects an expired captcha', async () => {
    const key = await server.captchaKey();
    server.advance(31 * 60 * 1000);
    expectTokenError(await server.tokenRequest('admin', 'admin', { captchaKey: key }), '验证码不正确');
  });

  it('rejects a wrong password, writing only the failure counter', async () => {
    const counters = ['blade_login_failure', 'blade_login_failure_address'];
    const before = dataCounts(counters);
    expectTokenError(await server.tokenRequest('admin', 'wrong', { remoteAddress: '10.0.0.2' }), '用户名或密码不正确');
    expect(dataCounts(counters)).toEqual(before);
    expect(failureRow('000000:admin')?.fail_count).toBe(1);
    // A success clears the counter again.
    await server.signIn('admin', 'admin');
    expect(failureRow('000000:admin')).toBeUndefined();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    expectTokenError(await server.tokenRequest('nobody', 'admin', { remoteAddress: '10.0.0.3' }), '用户名或密码不正确');
  });

  it('answers an unknown tenant exactly like a wrong password, counting the attempt and storing nothing else', async () => {
    const counters = ['blade_login_failure', 'blade_login_failure_address'];
    const before = dataCounts(counters);
    expectTokenError(await server.tokenRequest('admin', 'admin', { tenantId: '999999' }), '用户名或密码不正确');
    expect(dataCounts(counters)).toEqual(before);
    expect(failureRow('999999:admin')?.fail_count).toBe(1);
  });

  it('locks the account after 5 failures, even for the right password, for 30 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expectTokenError(
        await server.tokenRequest('bigdata', 'nope', { remoteAddress: `10.1.0.${i}` }),
        '用户名或密码不正确',
      );
    }
    const before = dataCounts();
    expectTokenError(
      await server.tokenRequest('bigdata', 'bigdata', { remoteAddress: '10.1.0.9' }),
      '登录错误次数过多,请稍后再试',
    );
    expect(dataCounts()).toEqual(before);
    // Another account of the same tenant is not affected.
    await server.signIn('admin', 'admin');
    server.advance(30 * 60 * 1000 + 1000);
    await server.signIn('bigdata', 'bigdata');
  });

  it('locks a client IP after 5 failures across accounts', async () => {
    const ip = '10.2.0.1';
    for (const account of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      expectTokenError(await server.tokenRequest(account, 'x', { remoteAddress: ip }), '用户名或密码不正确');
    }
    expectTokenError(
      await server.tokenRequest('admin', 'admin', { remoteAddress: ip }),
      '用户登录失败次数过多，请稍后再试',
    );
    expect((await server.tokenRequest('admin', 'admin', { remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('refuses a blocked user, and a token issued before the block stops working', async () => {
    const earlier = await server.signIn('admin', 'admin', '100001');
    server.db.prepare("UPDATE blade_user SET status = 2 WHERE tenant_id = '100001' AND account = 'admin'").run();
    try {
      const res = await server.call(earlier.access_token, { method: 'GET', url: '/blade-system/user/info' });
      expect(res.statusCode).toBe(401);
      expectTokenError(
        await server.tokenRequest('admin', 'admin', { tenantId: '100001' }),
        '该账号已被禁用,请联系管理员',
      );
    } finally {
      server.db.prepare("UPDATE blade_user SET status = 1 WHERE tenant_id = '100001' AND account = 'admin'").run();
    }
  });

  it('requires the client Basic header (401 客户端认证失败!)', async () => {
    for (const authorization of [undefined, 'Basic ' + Buffer.from('saber:wrong').toString('base64'), 'Bearer x']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/blade-auth/oauth/token',
        query: { grant_type: 'password', username: 'admin', password: md5Hex('admin'), tenantId: '000000' },
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, success: false, msg: '客户端认证失败!' });
    }
  });

  it('answers an unknown grant type with 401', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      query: { grant_type: 'implicit', username: 'admin', password: md5Hex('admin') },
      headers: { authorization: CLIENT_BASIC },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, error_description: '不支持的授权类型' });
  });

  it("narrows the identity with Dept-Id / Role-Id only to the user's own", async () => {
    const own = await server.signIn('admin', 'admin', { deptId: '1123598813738675201', roleId: '1123598816738675201' });
    expect(own.dept_id).toBe('1123598813738675201');
    const bigdataRole = (
      server.db.prepare("SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'bigdata'").get() as {
        id: string;
      }
    ).id;
    const before = dataCounts();
    const res = await server.tokenRequest('admin', 'admin', { roleId: bigdataRole });
    expect(res.statusCode).toBe(400);
    expect(dataCounts()).toEqual(before);
  });
});
