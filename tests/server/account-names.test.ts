import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/auth/password';
import { accountNameProblem, normalizeAccountName } from '../../src/shared/validation/account-name';
import { CLIENT_BASIC, createTestServer, grantClient, tableCounts, type TestServer } from '../helpers/server';

/** Issue 18 item 7: look-alike accounts are refused wherever an account is made, and none of them signs in. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ socialTestProvider: true });
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const LOOK_ALIKES: { account: string; msg: string }[] = [
  { account: 'admin\u0000', msg: '不能包含控制字符' },
  { account: 'admin ', msg: '当前账号已被使用!' },
  { account: '\uff41\uff44\uff4d\uff49\uff4e', msg: '当前账号已被使用!' },
  { account: '\u0430dmin', msg: '账号不能混用不同文字(如拉丁字母和西里尔字母)' },
  { account: 'ad\u200bmin', msg: '账号不能包含不可见的格式字符' },
  { account: 'admin\u202e', msg: '账号不能包含不可见的格式字符' },
  { account: 'a<script>', msg: '账号只能包含文字、数字和 _ - . @' },
];

const counts = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token']);

describe('the rule', () => {
  it('normalises to NFKC and trims; accepts one script or an East Asian mix', () => {
    expect(normalizeAccountName(' \uff41\uff44\uff4d\uff49\uff4e ')).toBe('admin');
    for (const ok of ['zhaolihong', '赵丽红', '张san', 'li.na_01@dali', 'иван'])
      expect(accountNameProblem(ok), ok).toBeNull();
    for (const bad of ['\u0430dmin', 'pаypal', 'ab\u2066c', 'a b', 'a\tb'])
      expect(accountNameProblem(bad), bad).not.toBeNull();
  });
});

describe('where accounts are made', () => {
  it('the user form refuses each look-alike of admin, and writes nothing', async () => {
    const roleId = (
      server.db.prepare("SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'user'").get() as {
        id: string;
      }
    ).id;
    const deptId = '1123598813738675201';
    for (const { account, msg } of LOOK_ALIKES) {
      const before = counts();
      const res = await server.call(admin, {
        method: 'POST',
        url: '/blade-system/user/submit',
        payload: {
          account,
          name: 'x',
          realName: '李四',
          userType: 1,
          password: '123456',
          password2: '123456',
          roleId,
          deptId,
        },
      });
      expect(res.statusCode, JSON.stringify(account)).toBe(400);
      expect((res.json() as { msg: string }).msg, JSON.stringify(account)).toBe(msg);
      expect(counts()).toEqual(before);
    }
  });

  it('guest registration refuses them too', async () => {
    const token = (
      await server.app.inject({
        method: 'POST',
        url: '/blade-auth/oauth/token',
        query: { grant_type: 'social', source: 'test', code: 'look-alike', state: '000000', scope: 'all' },
        headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000' },
      })
    ).json() as { access_token: string; oauth_id: string };
    for (const { account } of LOOK_ALIKES) {
      const before = counts();
      const res = await server.call(token.access_token, {
        method: 'POST',
        url: '/blade-system/user/register-guest',
        query: { tenantId: '000000', name: 'x', account, password: md5Hex('Guest@2024'), oauthId: token.oauth_id },
      });
      expect(res.statusCode, JSON.stringify(account)).toBe(400);
      expect(counts()).toEqual(before);
    }
  });
});

describe('signing in', () => {
  it('admin\\u0000 and other invisible variants do not sign in as admin', async () => {
    grantClient(server.db, 'password');
    for (const username of ['admin\u0000', 'ad\u200bmin', 'admin\u0000x']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/blade-auth/oauth/token',
        query: { grant_type: 'password', username, password: md5Hex('admin'), tenantId: '000000', scope: 'all' },
        headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000' },
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode, JSON.stringify(username)).toBe(400);
      expect((res.json() as { msg: string }).msg).toBe('用户名或密码不正确');
    }
  });
});
