import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, tableCounts, type TestServer } from '../helpers/server';

/**
 * Issue 18 items 1–3 and the tenant part of 14: the lockout cannot be raced, one person's typos on the desktop
 * (every caller is 127.0.0.1) do not lock the machine, the administrator's unlock clears both counters, the
 * captcha cannot be skipped with the password grant, and the tenant is never told apart from a wrong password.
 */
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => server.close());

const LOCKED = '登录错误次数过多,请稍后再试';
const IP_LOCKED = '用户登录失败次数过多，请稍后再试';
const BAD = '用户名或密码不正确';

const msgOf = (res: { json(): unknown }) => (res.json() as { msg: string }).msg;
const failures = (scope: 'account' | 'ip', subject: string) =>
  (
    server.db
      .prepare('SELECT fail_count FROM blade_login_failure WHERE scope = ? AND subject = ?')
      .get(scope, subject) as { fail_count: number } | undefined
  )?.fail_count ?? 0;

/** Captchas fetched first, so the guesses themselves arrive together. */
const burst = async (passwords: string[], remoteAddress?: string) => {
  const keys = await Promise.all(passwords.map(() => server.captchaKey()));
  return Promise.all(
    passwords.map((password, i) => server.tokenRequest('bigdata', password, { captchaKey: keys[i], remoteAddress })),
  );
};

describe('lockout under concurrency (item 1)', () => {
  it('checks only five of 40 parallel wrong passwords; the rest are refused unchecked', async () => {
    const answers = await burst(Array.from({ length: 40 }, (_, i) => `wrong${i}`));
    const messages = answers.map(msgOf);
    expect(messages.filter((msg) => msg === BAD)).toHaveLength(5);
    expect(messages.filter((msg) => msg === LOCKED)).toHaveLength(35);
    expect(failures('account', '000000:bigdata')).toBe(5);
  });

  it('refuses the right password that arrives after five wrong ones in the same burst', async () => {
    const answers = await burst([...Array.from({ length: 30 }, (_, i) => `wrong${i}`), 'bigdata']);
    expect(answers.at(-1)?.statusCode).toBe(400);
    expect(msgOf(answers.at(-1)!)).toBe(LOCKED);
    expect(answers.some((res) => res.statusCode === 200)).toBe(false);
    expect(tableCounts(server.db).blade_refresh_token).toBe(0);
  });
});

describe('who is counted (item 2)', () => {
  it('does not lock the machine: five typos from 127.0.0.1 lock that account only', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(msgOf(await server.tokenRequest('bigdata', `typo${i}`, { remoteAddress: '127.0.0.1' }))).toBe(BAD);
    }
    expect(msgOf(await server.tokenRequest('bigdata', 'bigdata', { remoteAddress: '127.0.0.1' }))).toBe(LOCKED);
    expect(failures('ip', '127.0.0.1')).toBe(0);
    // Every other account of both tenants still signs in from the same address.
    await server.signIn('admin', 'admin', { remoteAddress: '127.0.0.1' });
    await server.signIn('admin', 'admin', { tenantId: '100001', remoteAddress: '127.0.0.1' });
  });

  it('counts a remote address across accounts, and the administrator unlock clears the account and its addresses', async () => {
    const ip = '192.0.2.7';
    for (const password of ['x1', 'x2', 'x3', 'x4', 'x5']) {
      expect(msgOf(await server.tokenRequest('bigdata', password, { remoteAddress: ip }))).toBe(BAD);
    }
    expect(failures('ip', ip)).toBe(5);
    expect(msgOf(await server.tokenRequest('admin', 'admin', { remoteAddress: ip }))).toBe(IP_LOCKED);

    const admin = await server.signIn('admin', 'admin');
    const bigdataId = (
      server.db.prepare("SELECT id FROM blade_user WHERE tenant_id = '000000' AND account = 'bigdata'").get() as {
        id: string;
      }
    ).id;
    const unlock = await server.call(admin.access_token, {
      method: 'POST',
      url: `/blade-system/user/unlock?userIds=${bigdataId}`,
    });
    expect(unlock.statusCode).toBe(200);
    expect(failures('account', '000000:bigdata')).toBe(0);
    expect(failures('ip', ip)).toBe(0);
    expect((await server.tokenRequest('bigdata', 'bigdata', { remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('grant types of the client (item 3)', () => {
  const passwordGrant = (query: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      query: { username: 'admin', password: md5Hex('admin'), tenantId: '000000', scope: 'all', ...query },
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000' },
    });

  it('seeds saber with the captcha and refresh grants only', () => {
    const row = server.db
      .prepare("SELECT authorized_grant_types AS g FROM blade_client WHERE client_id = 'saber'")
      .get() as { g: string };
    expect(row.g.split(',').sort()).toEqual(['captcha', 'refresh_token']);
  });

  it('refuses grant_type=password and grantType=password with the contract error, writing nothing', async () => {
    const before = tableCounts(server.db, ['blade_log_api']);
    const queries: Record<string, string>[] = [{ grant_type: 'password' }, { grantType: 'password' }, {}];
    for (const query of queries) {
      const res = await passwordGrant(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, success: false, error_description: '不支持的授权类型' });
    }
    expect(tableCounts(server.db, ['blade_log_api'])).toEqual(before);
  });

  it('lets the password grant through once an administrator grants it to the client (captcha mode off)', async () => {
    server.db
      .prepare(
        "UPDATE blade_client SET authorized_grant_types = 'refresh_token,captcha,password' WHERE client_id = 'saber'",
      )
      .run();
    expect((await passwordGrant({ grant_type: 'password' })).statusCode).toBe(200);
  });
});

describe('the tenant on sign-in (item 14)', () => {
  it('answers an unknown and a disabled tenant exactly like a wrong password', async () => {
    const wrong = await server.tokenRequest('admin', 'nope');
    server.db.prepare("UPDATE blade_tenant SET status = 2 WHERE tenant_id = '100001'").run();
    const unknown = await server.tokenRequest('admin', 'admin', { tenantId: '999999' });
    const disabled = await server.tokenRequest('admin', 'admin', { tenantId: '100001' });
    for (const res of [unknown, disabled]) {
      expect(res.statusCode).toBe(wrong.statusCode);
      expect(res.json()).toEqual(wrong.json());
    }
  });

  it('says a tenant expired only to someone whose password matched', async () => {
    server.db.prepare("UPDATE blade_tenant SET expire_time = '2000-01-01 00:00:00' WHERE tenant_id = '100001'").run();
    expect(msgOf(await server.tokenRequest('admin', 'nope', { tenantId: '100001' }))).toBe(BAD);
    expect(msgOf(await server.tokenRequest('admin', 'admin', { tenantId: '100001' }))).toBe(
      '租户授权已过期,请联系管理员',
    );
  });
});
