import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BladexTokenResponse } from '../../src/shared/bladex/index';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, grantClient, tableCounts, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ socialTestProvider: true });
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const socialToken = (code: string, { source = 'test', tenant = '000000' } = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    query: { grant_type: 'social', source, code, state: tenant, scope: 'all' },
    headers: { authorization: CLIENT_BASIC, 'tenant-id': tenant },
  });

const socialSignIn = async (code: string, tenant = '000000'): Promise<BladexTokenResponse> => {
  const res = await socialToken(code, { tenant });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BladexTokenResponse;
};

interface Registration {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  oauthId?: string;
}
const register = (token: string, params: Registration) =>
  server.call(token, {
    method: 'POST',
    url: '/api/blade-system/user/register-guest',
    query: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string>,
  });

/** Everything but the api log, which records sign-in attempts by design. */
const dataCounts = () => tableCounts(server.db, ['blade_log_api']);
const userRow = (account: string) =>
  server.db
    .prepare("SELECT id, status, role_id, is_deleted FROM blade_user WHERE tenant_id = '000000' AND account = ?")
    .all(account) as { id: string; status: number; role_id: string; is_deleted: number }[];
const oauthRow = (uuid: string) =>
  server.db.prepare('SELECT * FROM blade_user_oauth WHERE uuid = ?').get(uuid) as
    { user_id: string | null; tenant_id: string; username: string; source: string } | undefined;
const expectFail = (res: { statusCode: number; json(): unknown }, status: number, msg: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code: status, success: false, msg });
};

describe('social grant (test provider)', () => {
  it('is refused when the app was built without the test provider', async () => {
    const plain = await createTestServer();
    try {
      // Even with the client granting it, there is no provider to answer.
      grantClient(plain.db, 'social');
      const before = tableCounts(plain.db, ['blade_log_api']);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/blade-auth/oauth/token',
        query: { grant_type: 'social', source: 'test', code: 'abc', state: '000000' },
        headers: { authorization: CLIENT_BASIC },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: '暂不支持该第三方登录', error_description: '暂不支持该第三方登录' });
      expect(tableCounts(plain.db, ['blade_log_api'])).toEqual(before);
    } finally {
      await plain.close();
    }
  });

  it('refuses other sources and an empty code, writing no identity', async () => {
    const before = dataCounts();
    for (const source of ['github', 'wechat', '']) {
      const res = await socialToken('abc', { source });
      expect(res.statusCode, source).toBe(400);
      expect(res.json()).toMatchObject({ msg: '暂不支持该第三方登录' });
    }
    expect((await socialToken('')).json()).toMatchObject({ msg: '参数错误: code 不能为空' });
    expect((await socialToken('abc', { tenant: '999999' })).json()).toMatchObject({ msg: '未获得用户的租户信息' });
    expect(dataCounts()).toEqual(before);
  });

  it('gives an unknown identity a user_id -1 token carrying its oauth_id, and the same code the same identity', async () => {
    const uuid = createHash('sha256').update('testcode-1').digest('hex');
    const first = await socialSignIn('code-1');
    expect(first).toMatchObject({ user_id: '-1', oauth_id: uuid, role_name: '', role_id: '', tenant_id: '000000' });
    const row = oauthRow(uuid);
    expect(row).toMatchObject({ user_id: null, tenant_id: '000000', source: 'test' });
    expect(first.account).toBe(row?.username);
    const identities = tableCounts(server.db).blade_user_oauth;
    const again = await socialSignIn('code-1');
    expect(again.oauth_id).toBe(uuid);
    expect(tableCounts(server.db).blade_user_oauth).toBe(identities);
  });

  it('also reads the tenant the way the host sends it (tenantId + Tenant-Id), ignoring an opaque state', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      query: {
        grant_type: 'social',
        tenantId: '100001',
        source: 'test',
        code: 'host-style',
        state: 'xyz-opaque-9f8e7d6c5b',
      },
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '100001' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: '-1', tenant_id: '100001' });
  });

  it('lets an unbound token read user-info and sign out, and nothing else', async () => {
    const session = await socialSignIn('code-2');
    const info = await server.call(session.access_token, { method: 'GET', url: '/blade-auth/oauth/user-info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ data: { userId: '-1', oauthId: session.oauth_id, roles: [] } });
    for (const [method, url] of [
      ['GET', '/blade-system/user/info'],
      ['GET', '/blade-system/menu/routes'],
      ['GET', '/blade-system/dict/dictionary?code=sex'],
      ['GET', '/blade-bigdata/mock/wel'],
      ['POST', '/blade-log/log/saveErrorLog'],
      ['POST', '/blade-system/user/update-info'],
      ['GET', '/blade-system/user/pending-list'],
    ] as const) {
      const res = await server.call(session.access_token, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ code: 401, msg: '请求未授权', data: null });
    }
    const out = await server.call(session.access_token, { method: 'GET', url: '/blade-auth/oauth/logout' });
    expect(out.json()).toEqual({ success: 'true', msg: 'success' });
    const after = await server.call(session.access_token, { method: 'GET', url: '/blade-auth/oauth/user-info' });
    expect(after.statusCode).toBe(401);
  });
});

describe('guest registration and approval', () => {
  let guest: BladexTokenResponse;
  const valid = (): Registration => ({
    tenantId: '000000',
    name: '段游客',
    account: 'guest01',
    password: md5Hex('Guest#2024'),
    oauthId: guest.oauth_id,
  });

  beforeAll(async () => {
    guest = await socialSignIn('guest-code');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const other = await socialSignIn('someone-else');
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const before = dataCounts();
    const cases: [string, Registration, string][] = [
      [guest.access_token, { ...valid(), tenantId: '999999' }, '租户不存在'],
      [guest.access_token, { ...valid(), account: '' }, '参数错误: account 账号不能为空'],
      [guest.access_token, { ...valid(), account: undefined }, '参数错误: account 账号不能为空'],
      [guest.access_token, { ...valid(), account: 'admin' }, '当前账号已被使用!'],
      [guest.access_token, { ...valid(), password: '' }, '参数错误: password 密码不能为空'],
      [guest.access_token, { ...valid(), password: 'plaintext' }, '参数错误: password 密码应为md5摘要（32位十六进制）'],
      [guest.access_token, { ...valid(), oauthId: '' }, '第三方账号信息不存在'],
      [guest.access_token, { ...valid(), oauthId: 'f'.repeat(64) }, '第三方账号信息不存在'],
      // Another person's identity, even unbound, is not this token's to register.
      [guest.access_token, { ...valid(), oauthId: other.oauth_id }, '第三方账号信息不存在'],
      // The identity lives in tenant 000000, not in 100001.
      [guest.access_token, { ...valid(), tenantId: '100001' }, '第三方账号信息不存在'],
      [admin, valid(), '第三方账号信息不存在'],
    ];
    for (const [token, params, msg] of cases) {
      expectFail(await register(token, params), 400, msg);
    }
    expect((await register(bigdata, valid())).statusCode).toBe(400);
    expect(dataCounts()).toEqual(before);
  });

  it('creates a pending (status 3) user bound to the identity, who may not sign in yet', async () => {
    const res = await register(guest.access_token, valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const [user] = userRow('guest01');
    expect(user).toMatchObject({ status: 3, is_deleted: 0, role_id: '' });
    expect(oauthRow(guest.oauth_id)?.user_id).toBe(user.id);

    const before = dataCounts();
    const signIn = await server.tokenRequest('guest01', 'Guest#2024');
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ msg: '账号待管理员审核', error_description: '账号待管理员审核' });
    expect((await socialToken('guest-code')).json()).toMatchObject({ msg: '账号待管理员审核' });
    expect(dataCounts()).toEqual(before);
    // The identity is taken now: registering it twice is refused.
    expectFail(await register(guest.access_token, { ...valid(), account: 'guest02' }), 400, '第三方账号信息不存在');
  });

  it('lists pending users to administrators of the tenant only', async () => {
    const res = await server.call(admin, { method: 'GET', url: '/blade-system/user/pending-list?current=1&size=10' });
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: { total: number; records: Record<string, unknown>[] } }).data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ account: 'guest01', name: '段游客', status: 3, source: 'test' });
    expect(page.records[0]).not.toHaveProperty('password');

    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    const miduPage = await server.call(midu, { method: 'GET', url: '/blade-system/user/pending-list' });
    expect((miduPage.json() as { data: { total: number } }).data.total).toBe(0);

    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    expectFail(
      await server.call(bigdata, { method: 'GET', url: '/blade-system/user/pending-list' }),
      401,
      '请求未授权',
    );
    expectFail(
      await server.call(admin, { method: 'GET', url: '/blade-system/user/pending-list?size=0' }),
      400,
      '参数错误: size 数值过小：期望 number >=1',
    );
  });

  it('refuses audit calls from non-administrators, other tenants and for users that are not pending', async () => {
    const [user] = userRow('guest01');
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    const before = dataCounts();
    for (const path of ['audit-pass', 'audit-refuse']) {
      const url = `/blade-system/user/${path}`;
      expectFail(await server.call(bigdata, { method: 'POST', url, query: { userIds: user.id } }), 401, '请求未授权');
      expectFail(
        await server.call(midu, { method: 'POST', url, query: { userIds: user.id } }),
        400,
        '用户不存在或不是待审核状态',
      );
      // One id that is not pending spoils the batch: nothing is half done.
      expectFail(
        await server.call(admin, { method: 'POST', url, query: { userIds: `${user.id},1123598821738675201` } }),
        400,
        '用户不存在或不是待审核状态',
      );
      expectFail(
        await server.call(admin, { method: 'POST', url, query: { userIds: '' } }),
        400,
        '参数错误: userIds 用户ID不能为空',
      );
      expectFail(
        await server.call(admin, { method: 'POST', url, query: { userIds: '1,abc' } }),
        400,
        '参数错误: userIds 用户ID格式不正确',
      );
    }
    expect(dataCounts()).toEqual(before);
    expect(userRow('guest01')[0].status).toBe(3);
  });

  it('audit-pass makes the user normal with the plain user role; then both sign-ins work', async () => {
    const [user] = userRow('guest01');
    const res = await server.call(admin, {
      method: 'POST',
      url: '/blade-system/user/audit-pass',
      query: { userIds: user.id },
    });
    expect(res.json()).toMatchObject({ code: 200, success: true });
    const userRole = server.db
      .prepare("SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'user'")
      .get() as { id: string };
    expect(userRow('guest01')[0]).toMatchObject({ status: 1, role_id: userRole.id });

    const byPassword = await server.signIn('guest01', 'Guest#2024');
    expect(byPassword).toMatchObject({ user_id: user.id, role_name: 'user' });
    const bySocial = await socialSignIn('guest-code');
    expect(bySocial).toMatchObject({ user_id: user.id, oauth_id: guest.oauth_id, role_name: 'user' });
    const info = await server.call(bySocial.access_token, { method: 'GET', url: '/blade-system/user/info' });
    expect(info.json()).toMatchObject({ data: { account: 'guest01', realName: '段游客' } });
  });

  it('audit-refuse deletes the registration and frees the identity and the account name', async () => {
    const applicant = await socialSignIn('refused-code');
    const params = { ...valid(), account: 'guest03', oauthId: applicant.oauth_id };
    expect((await register(applicant.access_token, params)).statusCode).toBe(200);
    const [user] = userRow('guest03');
    const res = await server.call(admin, {
      method: 'POST',
      url: '/blade-system/user/audit-refuse',
      query: { userIds: user.id },
    });
    expect(res.json()).toMatchObject({ code: 200, success: true });
    expect(userRow('guest03')[0]).toMatchObject({ is_deleted: 1 });
    expect(oauthRow(applicant.oauth_id)?.user_id).toBeNull();
    expect((await server.tokenRequest('guest03', 'Guest#2024')).json()).toMatchObject({ msg: '用户名或密码不正确' });

    const retry = await socialSignIn('refused-code');
    expect(retry.user_id).toBe('-1');
    expect((await register(retry.access_token, params)).statusCode).toBe(200);
    expect(
      userRow('guest03')
        .map((row) => row.is_deleted)
        .sort(),
    ).toEqual([0, 1]);
  });
});
