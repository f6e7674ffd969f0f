import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_PREFIX } from '../../../src/server/db/seed-data/system-configs';
import { seedOperators, seedPersonas } from '../../../src/server/db/seed-data/system-people';
import { createTestServer, type TestServer } from '../../helpers/server';
import { createSystemHarness } from './system-harness';

// What a fresh install shows on the system screens, and that the seeded rows behave like any others: operators
// across departments who sign in only once an administrator resets their password, personas, packages, disabled
// storage and SMS configurations with placeholder keys, data scopes offered to roles, API scopes that bite.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const { call, ok, one, deptId, createRole, createUser } = createSystemHarness(
  () => server,
  () => admin,
);
type Page = { records: Record<string, unknown>[]; total: number };
const all = <T>(sql: string, ...params: unknown[]): T[] => server.db.prepare<unknown[], T>(sql).all(...params);

describe('seeded operators', () => {
  it('are listed across departments, roles and posts', async () => {
    const page = (await ok(admin, 'GET', '/blade-system/user/page', { query: { size: '100' } })) as Page;
    const accounts = page.records.map((row) => row.account);
    expect(accounts).toEqual(expect.arrayContaining(seedOperators.map((operator) => operator.account)));
    expect(seedOperators.length).toBeGreaterThanOrEqual(20);
    const seeded = page.records.filter((row) => seedOperators.some((operator) => operator.account === row.account));
    expect(new Set(seeded.map((row) => row.deptName)).size).toBe(8);
    expect(new Set(seeded.map((row) => row.roleName))).toEqual(new Set(['管理员', '普通用户']));
    expect(new Set(seeded.map((row) => row.postName)).size).toBe(4);
    // A department's list includes the departments below it (大理市文旅局 → 游客服务中心).
    const dali = (await ok(admin, 'GET', '/blade-system/user/page', {
      query: { deptId: deptId('大理市文旅局'), size: '100' },
    })) as Page;
    expect(dali.records.map((row) => row.account)).toEqual(expect.arrayContaining(['zihongmei', 'luojiamin']));
    expect(dali.records.map((row) => row.account)).not.toContain('lizhongwen');
  });

  it('sign in only after an administrator resets the password; a blocked one stays refused', async () => {
    const id = one<{ id: string }>("SELECT id FROM blade_user WHERE tenant_id = '000000' AND account = 'lixiaomei'").id;
    for (const guess of ['123456', 'lixiaomei', 'admin']) {
      expect((await server.tokenRequest('lixiaomei', guess, { remoteAddress: '10.7.0.1' })).statusCode).not.toBe(200);
    }
    await ok(admin, 'POST', '/blade-system/user/unlock', { query: { userIds: id } });
    await ok(admin, 'POST', '/blade-system/user/reset-password', { query: { userIds: id } });
    const session = await server.signIn('lixiaomei', '123456', { remoteAddress: '10.7.0.2' });
    expect(session.user_id).toBe(id);

    const blocked = one<{ id: string; status: number }>(
      "SELECT id, status FROM blade_user WHERE tenant_id = '000000' AND account = 'yangzhengyu'",
    );
    expect(blocked.status).toBe(2);
    await ok(admin, 'POST', '/blade-system/user/reset-password', { query: { userIds: blocked.id } });
    const refused = await server.tokenRequest('yangzhengyu', '123456', { remoteAddress: '10.7.0.3' });
    expect(refused.statusCode).not.toBe(200);
    expect(refused.body).toContain('该账号已被禁用');
  });

  it('personas are listed as virtual users, apart from the people', async () => {
    const page = (await ok(admin, 'GET', '/blade-system/user/page/virtual/users', { query: { size: '100' } })) as Page;
    expect(page.records.map((row) => row.account)).toEqual(
      expect.arrayContaining(seedPersonas.map((persona) => persona.account)),
    );
    const users = (await ok(admin, 'GET', '/blade-system/user/page', { query: { account: 'xiaguan' } })) as Page;
    expect(users.total).toBe(0);
  });
});

describe('seeded configurations', () => {
  it('tenant packages, and disabled storage and SMS configurations with placeholder keys', async () => {
    const packages = (await ok(admin, 'GET', '/blade-system/tenant-package/list')) as Page;
    expect(packages.total).toBe(3);
    expect(packages.records.every((row) => String(row.menuId).length > 0)).toBe(true);

    const oss = (await ok(admin, 'GET', '/blade-resource/oss/list')) as Page;
    expect(oss.total).toBe(3);
    expect(oss.records.every((row) => row.status === 1)).toBe(true);
    const secrets = all<{ access_key: string; secret_key: string }>(
      'SELECT access_key, secret_key FROM blade_oss UNION ALL SELECT access_key, secret_key FROM blade_sms',
    );
    expect(secrets).toHaveLength(5);
    for (const row of secrets) {
      expect(row.access_key.startsWith(PLACEHOLDER_PREFIX)).toBe(true);
      expect(row.secret_key.startsWith(PLACEHOLDER_PREFIX)).toBe(true);
    }
    const sms = (await ok(admin, 'GET', '/blade-resource/sms/list')) as Page;
    expect(sms.records.map((row) => [row.smsCode, row.status])).toEqual(
      expect.arrayContaining([
        ['aliyun-verify', 1],
        ['tencent-notice', 1],
      ]),
    );
    // A disabled configuration sends nothing.
    const send = await call(admin, 'POST', '/blade-resource/sms/endpoint/send-message', {
      query: { code: 'aliyun-verify', phones: '13800000000', params: '{"code":"1234"}' },
    });
    expect(send.status).toBe(400);
    expect(send.body.msg).toContain('未启用');
  });

  it('data scopes are offered in the grant tree, granted to nobody, and limit a role once granted', async () => {
    const scopes = (await ok(admin, 'GET', '/blade-system/data-scope/list', { query: { size: '100' } })) as Page;
    expect(scopes.total).toBe(6);
    expect(all('SELECT * FROM blade_role_scope WHERE scope_category = 1')).toEqual([]);
    const tree = (await ok(admin, 'GET', '/blade-system/menu/grant-tree')) as { dataScope: unknown[] };
    expect(JSON.stringify(tree.dataScope)).toContain('本机构及下级机构用户');

    const ownDept = String(scopes.records.find((row) => row.scopeName === '本机构用户')?.id);
    const role = await createRole(['system', 'user', 'user_view'], [ownDept]);
    const viewer = await createUser(role, deptId('游客服务中心'), 'secret1', 'seedscope');
    const token = (await server.signIn(viewer.account, 'secret1')).access_token;
    const seen = (await ok(token, 'GET', '/blade-system/user/page', { query: { size: '100' } })) as Page;
    expect(seen.records.map((row) => row.account).sort()).toEqual(
      [viewer.account, 'luojiamin', 'chenhao', 'yangli', 'wangfang'].sort(),
    );
  });

  it('API scopes close their paths to roles not granted them: the import is open to the admin roles only', async () => {
    const apiScopes = (await ok(admin, 'GET', '/blade-system/api-scope/list')) as Page;
    expect(apiScopes.records.map((row) => row.scopePath)).toEqual(
      expect.arrayContaining(['/blade-system/user/import-user', '/blade-system/tenant/datasource']),
    );
    const importer = await createUser(
      await createRole(['system', 'user', 'user_view', 'user_import']),
      deptId('办公室'),
      'secret1',
      'seedimport',
    );
    const token = (await server.signIn(importer.account, 'secret1')).access_token;
    expect((await call(token, 'POST', '/blade-system/user/import-user')).status).toBe(403);
    const miduAdmin = (await server.signIn('admin', 'admin', '100001')).access_token;
    const open = await call(miduAdmin, 'POST', '/blade-system/user/import-user');
    // Past the scope: refused only for the missing file.
    expect(open.status).toBe(400);
  });
});
