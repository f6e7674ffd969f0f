import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto';
import { SM2_PUBLIC_KEY_PATH, type SpringbladeAuthInfo } from '../../../src/shared/bladex/index';
import { CLIENT_BASIC, createTestServer, tableCounts, TEST_CAPTCHA, type TestServer } from '../../helpers/server';

let server: TestServer;
let publicKey: string;
/** A signed-in account that is no administrator (the big-data board reader), taken before the lockout tests. */
let readerToken: string;

beforeAll(async () => {
  server = await createTestServer();
  // What an administrator does to configure a Saber build: sign in to the desktop and read the key it shows.
  const admin = await server.signIn('admin', 'admin');
  const res = await server.call(admin.access_token, { method: 'GET', url: `/api${SM2_PUBLIC_KEY_PATH}` });
  expect(res.statusCode).toBe(200);
  publicKey = (res.json() as { data: { publicKey: string } }).data.publicKey;
  readerToken = (await server.signIn('bigdata', 'bigdata')).access_token;
});
afterAll(async () => server.close());

/** Saber's `encrypt(password)` (src/utils/sm2.js): sm-crypto, cipher mode 0, no `04` on the ciphertext. */
const saberEncrypt = (plain: string, key = publicKey) => sm2.doEncrypt(plain, key, 0);

interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** Exactly the calls of Saber's login page with captcha mode on (bladex-contract.md §2.1). */
const saberCaptcha = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/blade-auth/captcha' });
  expect(res.statusCode).toBe(200);
  return (res.json() as R<{ key: string; image: string }>).data;
};

const saberToken = async (
  account: string,
  password: string,
  options: { captchaCode?: string; basic?: string | null; remoteAddress?: string; encrypt?: boolean } = {},
) => {
  const captcha = await saberCaptcha();
  const headers: Record<string, string> = {
    'tenant-id': '000000',
    'captcha-key': captcha.key,
    'captcha-code': options.captchaCode ?? TEST_CAPTCHA,
  };
  if (options.basic !== null) headers.authorization = options.basic ?? CLIENT_BASIC;
  return server.app.inject({
    method: 'POST',
    url: '/api/blade-auth/token',
    query: {
      tenantId: '000000',
      account,
      password: options.encrypt === false ? password : saberEncrypt(password),
      grantType: 'captcha',
      type: 'account',
    },
    headers,
    remoteAddress: options.remoteAddress,
  });
};

const expectFailure = (res: { statusCode: number; json(): unknown }, status: number, msg: string) => {
  expect(res.statusCode).toBe(status);
  // Flavour S: a plain R failure, none of flavour X's error_code / error_description.
  expect(res.json()).toEqual({ code: status, success: false, data: {}, msg });
};

const failureCount = (subject: string) =>
  (
    server.db
      .prepare("SELECT fail_count FROM blade_login_failure WHERE scope = 'account' AND subject = ?")
      .get(subject) as { fail_count: number } | undefined
  )?.fail_count ?? 0;

describe('SpringBlade sign-in as Saber does it', () => {
  it('captcha, SM2 password, token, user-info, refresh, logout; then the token is refused', async () => {
    const captcha = await saberCaptcha();
    expect(captcha.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(captcha.image).toMatch(/^data:image\/[a-z+]+;base64,/);

    const signedIn = await saberToken('admin', 'admin');
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json() as R<SpringbladeAuthInfo>;
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'accessToken',
        'tokenType',
        'refreshToken',
        'expiresIn',
        'userId',
        'tenantId',
        'oauthId',
        'account',
        'userName',
        'authority',
        'avatar',
        'license',
      ].sort(),
    );
    const info = body.data;
    expect(info).toMatchObject({ tokenType: 'bearer', tenantId: '000000', account: 'admin', oauthId: '' });
    expect(info.authority.split(',')).toContain('administrator');
    expect(info.expiresIn).toBeGreaterThan(0);
    expect(info.license).toBe('powered by bladex');

    const withToken = (token: string) => ({ authorization: CLIENT_BASIC, 'blade-auth': `bearer ${token}` });
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/blade-system/user/info',
      headers: withToken(info.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect((me.json() as R<{ account: string }>).data.account).toBe('admin');
    const flat = await server.app.inject({
      method: 'GET',
      url: '/api/blade-auth/oauth/user-info',
      headers: withToken(info.accessToken),
    });
    expect((flat.json() as R<Record<string, unknown>>).data).toMatchObject({
      userId: info.userId,
      authority: info.authority,
    });

    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/token',
      query: { grantType: 'refresh_token', refreshToken: info.refreshToken, tenantId: '000000', scope: 'all' },
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000' },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = (refreshed.json() as R<SpringbladeAuthInfo>).data;
    expect(next.accessToken).not.toBe(info.accessToken);
    expect(next.refreshToken).not.toBe(info.refreshToken);
    expect(next.userId).toBe(info.userId);

    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/logout',
      headers: withToken(next.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({
      code: 200,
      success: true,
      data: { code: '200', msg: '操作成功' },
      msg: '操作成功',
    });

    for (const token of [next.accessToken, info.accessToken]) {
      const after = await server.app.inject({
        method: 'GET',
        url: '/api/blade-system/user/info',
        headers: withToken(token),
      });
      expect(after.statusCode).toBe(401);
    }
    const reused = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/token',
      query: { grantType: 'refresh_token', refreshToken: next.refreshToken },
      headers: { authorization: CLIENT_BASIC },
    });
    expectFailure(reused, 400, '令牌已失效,请重新登录');
  });

  it('a Java client’s ciphertext with the 04 point prefix is read too', async () => {
    const res = await saberToken('admin', 'admin', { encrypt: false });
    expectFailure(res, 400, '密码解密失败: 请使用服务器的 SM2 公钥加密密码');
    const captcha = await saberCaptcha();
    const prefixed = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/token',
      query: { grantType: 'captcha', account: 'admin', password: `04${saberEncrypt('admin')}` },
      headers: { authorization: CLIENT_BASIC, 'captcha-key': captcha.key, 'captcha-code': TEST_CAPTCHA },
    });
    expect(prefixed.statusCode).toBe(200);
  });
});

describe('SpringBlade sign-in refusals', () => {
  it('a wrong captcha is refused before the password is looked at, and writes nothing', async () => {
    const before = tableCounts(server.db, ['blade_log_api']);
    expectFailure(await saberToken('admin', 'admin', { captchaCode: 'zzzzz' }), 400, '验证码不正确');
    expect(tableCounts(server.db, ['blade_log_api'])).toEqual(before);
  });

  it('a wrong password answers in SpringBlade’s words and is counted by the shared lockout', async () => {
    const before = failureCount('000000:admin');
    const res = await saberToken('admin', 'wrong-password', { remoteAddress: '10.9.0.1' });
    expectFailure(res, 400, '用户名或密码错误');
    expect(failureCount('000000:admin')).toBe(before + 1);
  });

  it('locks the account after five failures in SpringBlade’s words, and the lock holds for flavour X too', async () => {
    for (let i = 0; i < 5; i += 1) await saberToken('bigdata', 'nope', { remoteAddress: `10.9.1.${i}` });
    const locked = await saberToken('bigdata', 'bigdata', { remoteAddress: '10.9.1.9' });
    expectFailure(locked, 400, '用户登录失败次数过多');
    const viaX = await server.tokenRequest('bigdata', 'bigdata', { remoteAddress: '10.9.1.10' });
    expect(viaX.statusCode).toBe(400);
    expect((viaX.json() as { msg: string }).msg).toBe('登录错误次数过多,请稍后再试');
  });

  it('garbage, a foreign key’s ciphertext and a changed byte are a clear 400 the lockout does not count', async () => {
    const foreign = sm2.generateKeyPairHex();
    const good = saberEncrypt('admin');
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const before = failureCount('000000:admin');
    for (const password of ['not-hex-at-all', 'ab'.repeat(40), saberEncrypt('admin', foreign.publicKey), flipped]) {
      const res = await saberToken('admin', password, { encrypt: false, remoteAddress: '10.9.2.1' });
      expectFailure(res, 400, '密码解密失败: 请使用服务器的 SM2 公钥加密密码');
    }
    expect(failureCount('000000:admin')).toBe(before);
  });

  it('without the Basic client header: HTTP 401 客户端认证失败!', async () => {
    expectFailure(await saberToken('admin', 'admin', { basic: null }), 401, '客户端认证失败!');
    const wrongSecret = `Basic ${Buffer.from('saber:nope').toString('base64')}`;
    expectFailure(await saberToken('admin', 'admin', { basic: wrongSecret }), 401, '客户端认证失败!');
  });

  it('an unknown grant type: HTTP 401 no grantType was found', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/token',
      query: { grantType: 'implicit', account: 'admin', password: saberEncrypt('admin') },
      headers: { authorization: CLIENT_BASIC },
    });
    expectFailure(res, 401, 'no grantType was found');
  });

  it('a refresh token that is not one: 400 with msg', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/token',
      query: { grantType: 'refresh_token', refreshToken: 'garbage' },
      headers: { authorization: CLIENT_BASIC },
    });
    expectFailure(res, 400, '令牌已失效,请重新登录');
  });

  it('logout without a token is refused', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/blade-auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the SM2 public key', () => {
  it('is the pair’s public half, shown to administrators only', async () => {
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
    const res = await server.call(readerToken, { method: 'GET', url: `/api${SM2_PUBLIC_KEY_PATH}` });
    expect([401, 403]).toContain(res.statusCode);
    expect((res.json() as { msg: string }).msg).not.toBe('');
    const anonymous = await server.app.inject({ method: 'GET', url: `/api${SM2_PUBLIC_KEY_PATH}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('SpringBlade refresh of a user who is gone', () => {
  it('answers as SpringBlade’s refresh granter returns it: HTTP 200, code 400, 用户名或密码错误', async () => {
    const signedIn = (
      await saberToken('admin', 'admin', { remoteAddress: '10.9.4.1' })
    ).json() as R<SpringbladeAuthInfo>;
    const gone = server.db.prepare(
      "UPDATE blade_user SET is_deleted = ? WHERE tenant_id = '000000' AND account = 'admin'",
    );
    gone.run(1);
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/blade-auth/token',
        query: { grantType: 'refresh_token', refreshToken: signedIn.data.refreshToken },
        headers: { authorization: CLIENT_BASIC },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 400, success: false, data: {}, msg: '用户名或密码错误' });
    } finally {
      gone.run(0);
    }
  });
});
