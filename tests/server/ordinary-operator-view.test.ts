import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/shared/bladex/index';
import { hashPassword, md5Hex } from '../../src/server/auth/password';
import { createTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 19 items 6 and 9: an ordinary operator (role 普通用户) is offered only the top menus under which it sees a
 * screen, and the home figures it reads hold only what its grants let it open.
 */
let server: TestServer;
let admin: string;
let operator: string;
const OPERATOR = 'zhouyaqin';

beforeAll(async () => {
  server = await createTestServer();
  const hash = await hashPassword(md5Hex('Op-123456'));
  const changed = server.db
    .prepare("UPDATE blade_user SET password = ? WHERE tenant_id = '000000' AND account = ? AND is_deleted = 0")
    .run(hash, OPERATOR);
  expect(changed.changes).toBe(1);
  admin = (await server.signIn('admin', 'admin')).access_token;
  operator = (await server.signIn(OPERATOR, 'Op-123456')).access_token;
});
afterAll(async () => server.close());

const data = async <T>(token: string, url: string): Promise<T> => {
  const res = await server.call(token, { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
};

const roleAliasOf = (account: string) =>
  (
    server.db
      .prepare(
        `SELECT r.role_alias AS alias FROM blade_user u JOIN blade_role r ON r.id = u.role_id
         WHERE u.account = ? AND u.tenant_id = '000000'`,
      )
      .get(account) as { alias: string }
  ).alias;

describe('top menus', () => {
  it('the test account is an ordinary operator', () => {
    expect(roleAliasOf(OPERATOR)).toBe('user');
  });

  it('every top menu offered has at least one visible menu under it; 系统 is not offered to an operator', async () => {
    const tops = await data<Array<{ id: string; name: string }>>(operator, '/blade-system/menu/top-menu');
    expect(tops.map((top) => top.name)).not.toContain('系统');
    expect(tops.length).toBeGreaterThan(0);
    for (const top of tops) {
      const routes = await data<MenuNode[]>(operator, `/blade-system/menu/routes?topMenuId=${top.id}`);
      expect(routes.length, top.name).toBeGreaterThan(0);
    }
  });

  it('the administrator is still offered 系统', async () => {
    const tops = await data<Array<{ name: string }>>(admin, '/blade-system/menu/top-menu');
    expect(tops.map((top) => top.name)).toContain('系统');
  });
});

describe('home figures per permission', () => {
  const ADMIN_ONLY = ['userCount', 'activeUserCount', 'pendingUserCount', 'deptCount', 'roleCount', 'menuCount'];

  it('the administrator reads the organisation, file and error figures and everyone’s sign-ins', async () => {
    const figures = await data<Record<string, unknown>>(admin, '/blade-bigdata/mock/wel');
    for (const key of [...ADMIN_ONLY, 'attachCount', 'attachBytes', 'errorLogCount'])
      expect(figures).toHaveProperty(key);
    expect(figures.signInScope).toBe('tenant');
    const accounts = (figures.recentLogins as Array<{ account: string }>).map((login) => login.account);
    expect(accounts).toContain(OPERATOR);
  });

  it('the operator reads none of them, and only its own sign-ins', async () => {
    const figures = await data<Record<string, unknown>>(operator, '/blade-bigdata/mock/wel');
    for (const key of [...ADMIN_ONLY, 'attachCount', 'attachBytes', 'errorLogCount'])
      expect(figures, key).not.toHaveProperty(key);
    expect(figures.signInScope).toBe('own');
    const logins = figures.recentLogins as Array<{ account: string }>;
    expect(logins.length).toBeGreaterThan(0);
    expect(new Set(logins.map((login) => login.account))).toEqual(new Set([OPERATOR]));
    const trend = figures.loginTrend as Array<{ count: number }>;
    expect(trend.reduce((sum, day) => sum + day.count, 0)).toBe(1);
  });
});
