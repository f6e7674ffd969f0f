import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BladexTokenResponse } from '../../src/shared/bladex/index';
import { CLIENT_BASIC, createTestServer, tableCounts, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: BladexTokenResponse;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin', 'admin');
  // Give admin a second dept and role of its own, so the dialog has a choice.
  server.db
    .prepare(
      `UPDATE blade_user SET
         dept_id = dept_id || ',' || (SELECT id FROM blade_dept WHERE tenant_id = '000000' AND dept_name = '信息中心'),
         role_id = role_id || ',' || (SELECT id FROM blade_role WHERE tenant_id = '000000' AND role_alias = 'admin')
       WHERE id = ?`,
    )
    .run(admin.user_id);
});
afterAll(async () => server.close());

type Rows = { data: Record<string, unknown>[] };
const select = async (token: string, url: string) => {
  const res = await server.call(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Rows).data;
};
const refresh = (refreshToken: string, headers: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000', scope: 'all' },
    headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000', ...headers },
  });
const idOf = (table: 'blade_dept' | 'blade_role', where: string) =>
  (server.db.prepare(`SELECT id FROM ${table} WHERE tenant_id = '000000' AND ${where}`).get() as { id: string }).id;

describe('dept/role select for the switch dialog', () => {
  it('lists the whole tenant without userId, with id, parentId and the name', async () => {
    const depts = await select(admin.access_token, '/blade-system/dept/select');
    expect(depts).toHaveLength(8);
    expect(depts[0]).toMatchObject({ id: expect.any(String), parentId: '0', deptName: '大理州文旅局' });
    const roles = await select(admin.access_token, '/blade-system/role/select');
    expect(roles.map((role) => role.roleAlias)).toEqual(['administrator', 'admin', 'user', 'bigdata']);
    expect(roles[0]).toMatchObject({ id: '1123598816738675201', parentId: '0', roleName: '超级管理员' });
  });

  it("with userId lists only that user's own depts and roles", async () => {
    const depts = await select(admin.access_token, `/blade-system/dept/select?userId=${admin.user_id}`);
    expect(depts.map((dept) => dept.deptName)).toEqual(['大理州文旅局', '信息中心']);
    const roles = await select(admin.access_token, `/blade-system/role/select?userId=${admin.user_id}`);
    expect(roles.map((role) => role.roleAlias)).toEqual(['administrator', 'admin']);
    expect(await select(admin.access_token, '/blade-system/role/select?userId=999')).toEqual([]);
    const bad = await server.call(admin.access_token, { method: 'GET', url: '/blade-system/dept/select?userId=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ msg: '参数错误: userId 用户ID格式不正确' });
  });
});

describe('switching by refresh with Dept-Id / Role-Id', () => {
  it("switches to the user's own dept and role", async () => {
    const session = await server.signIn('admin', 'admin');
    const infoCenter = idOf('blade_dept', "dept_name = '信息中心'");
    const adminRole = idOf('blade_role', "role_alias = 'admin'");
    const res = await refresh(session.refresh_token, { 'dept-id': infoCenter, 'role-id': adminRole });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dept_id: infoCenter, role_id: adminRole, role_name: 'admin' });
  });

  it("refuses a dept or role that is not the user's with 400 and a clear message, writing nothing", async () => {
    const session = await server.signIn('admin', 'admin');
    const foreignDept = idOf('blade_dept', "dept_name = '办公室'");
    const foreignRole = idOf('blade_role', "role_alias = 'bigdata'");
    const miduDept = (
      server.db.prepare("SELECT id FROM blade_dept WHERE tenant_id = '100001' LIMIT 1").get() as { id: string }
    ).id;
    const before = tableCounts(server.db);
    for (const [headers, msg] of [
      [{ 'dept-id': foreignDept }, '参数错误: Dept-Id 不是当前用户的部门'],
      [{ 'dept-id': miduDept }, '参数错误: Dept-Id 不是当前用户的部门'],
      [{ 'role-id': foreignRole }, '参数错误: Role-Id 不是当前用户的角色'],
      [{ 'role-id': 'nonsense' }, '参数错误: Role-Id 不是当前用户的角色'],
    ] as const) {
      const res = await refresh(session.refresh_token, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg, error_description: msg });
    }
    expect(tableCounts(server.db)).toEqual(before);
    // The refused switch did not burn the refresh token.
    expect((await refresh(session.refresh_token, {})).statusCode).toBe(200);
  });
});
