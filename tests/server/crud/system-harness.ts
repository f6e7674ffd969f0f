import { expect } from 'vitest';
import type { TestServer } from '../../helpers/server';

export type Body = { code: number; msg: string; data: unknown };
export type CallOptions = { query?: Record<string, string>; payload?: Record<string, unknown> };

/**
 * What the system-administration server tests share: calls that answer status and body, lookups of seeded rows by
 * name, and a role or user made through the real endpoints (so their grants are what an operator would set).
 * Getters, because a test file builds its server in `beforeAll`.
 */
export const createSystemHarness = (serverOf: () => TestServer, admin: () => string) => {
  const call = async (token: string, method: 'GET' | 'POST', url: string, options: CallOptions = {}) => {
    const res = await serverOf().call(token, { method, url, ...options });
    return { status: res.statusCode, body: res.json() as Body };
  };
  /** The call's `data`, after checking it answered 200. */
  const ok = async (token: string, method: 'GET' | 'POST', url: string, options: CallOptions = {}) => {
    const res = await call(token, method, url, options);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  };
  const one = <T>(sql: string, ...params: unknown[]): T =>
    serverOf()
      .db.prepare<unknown[], T>(sql)
      .get(...params) as T;
  const menuId = (code: string) => one<{ id: string }>('SELECT id FROM blade_menu WHERE code = ?', code).id;
  const deptId = (name: string, tenant = '000000') =>
    one<{ id: string }>('SELECT id FROM blade_dept WHERE dept_name = ? AND tenant_id = ?', name, tenant).id;
  const roleId = (alias: string, tenant = '000000') =>
    one<{ id: string }>(
      'SELECT id FROM blade_role WHERE role_alias = ? AND tenant_id = ? AND is_deleted = 0',
      alias,
      tenant,
    ).id;
  const newest = (table: string) => one<{ id: string }>(`SELECT id FROM ${table} ORDER BY rowid DESC LIMIT 1`).id;

  let roleSeq = 0;
  /** A role of tenant 000000 granted the menus (and buttons) named by code, and the data scopes given. */
  const createRole = async (menus: string[], dataScopeIds: string[] = []) => {
    roleSeq += 1;
    await ok(admin(), 'POST', '/blade-system/role/submit', {
      payload: { roleName: `测试角色${roleSeq}`, roleAlias: `tester${roleSeq}`, sort: 10, parentId: '0' },
    });
    const id = newest('blade_role');
    await ok(admin(), 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [id], menuIds: menus.map(menuId), dataScopeIds, apiScopeIds: [] },
    });
    return id;
  };
  let userSeq = 0;
  /** A user of tenant 000000 with the role and department, signed in with `password`. */
  const createUser = async (role: string, dept: string, password = 'secret1', prefix = 'sys') => {
    userSeq += 1;
    const account = `${prefix}${userSeq}`;
    await ok(admin(), 'POST', '/blade-system/user/submit', {
      payload: {
        account,
        password,
        password2: password,
        name: account,
        realName: `用户${userSeq}`,
        userType: 1,
        roleId: role,
        deptId: dept,
      },
    });
    return { account, id: newest('blade_user') };
  };

  return { call, ok, one, menuId, deptId, roleId, newest, createRole, createUser };
};
