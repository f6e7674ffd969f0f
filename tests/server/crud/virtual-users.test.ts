import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BladexTokenResponse } from '../../../src/shared/bladex/index';
import { md5Hex } from '../../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, tableCounts, type TestServer } from '../../helpers/server';
import { ADMIN_TENANT, createCrudFixture, MIDU_TENANT, roleIdOf, type CrudFixture } from './fixtures';

// Virtual users (spec 002 §7 `page/virtual/users`, `virtser/detail`, `submit/virtual`, `virtser/remove`): personas
// that author content and never sign in, in their own table, one account namespace with the real users.

const PAGE = '/blade-system/user/page/virtual/users';
const DETAIL = '/blade-system/user/virtser/detail';
const SUBMIT = '/blade-system/user/submit/virtual';
const REMOVE = '/blade-system/user/virtser/remove';
const TAKEN = '当前账号已被使用!';

let fx: CrudFixture;
beforeAll(async () => {
  fx = await createCrudFixture();
});
afterAll(async () => fx.server.close());

type Body = { code: number; success: boolean; msg: string; data: unknown };
type Page = { records: Record<string, unknown>[]; total: number };

const call = async (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  options: { query?: Record<string, string>; payload?: Record<string, unknown> } = {},
) => {
  const res = await fx.server.call(token, { method, url, ...options });
  return { status: res.statusCode, body: res.json() as Body };
};
/** Everything but the logs a request writes by design. */
const counts = () => tableCounts(fx.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
const virtualRow = (id: string) =>
  fx.db.prepare<[string], Record<string, unknown>>('SELECT * FROM blade_user_virtual WHERE id = ?').get(id);
const virtualIdOf = (account: string, tenant = ADMIN_TENANT) =>
  fx.db
    .prepare<[string, string], { id: string }>(
      'SELECT id FROM blade_user_virtual WHERE tenant_id = ? AND account = ? AND is_deleted = 0',
    )
    .get(tenant, account)?.id ?? '';

const persona = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  name: '洱海边的风',
  realName: '杨丽',
  sex: 2,
  phone: '13988887777',
  avatar: 'https://example.com/avatars/erhai.png',
  remark: '游记作者',
  ...extra,
});

const addPersona = async (account: string, token = fx.admin) => {
  const res = await call(token, 'POST', SUBMIT, { payload: persona(account) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return virtualIdOf(account, token === fx.midu ? MIDU_TENANT : ADMIN_TENANT);
};

const deptOf = (tenant: string) =>
  fx.db
    .prepare<[string], { id: string }>('SELECT id FROM blade_dept WHERE tenant_id = ? ORDER BY id LIMIT 1')
    .get(tenant)?.id ?? '';

const realUser = (account: string, tenant = ADMIN_TENANT) => ({
  account,
  password: 'secret1',
  password2: 'secret1',
  name: '真实',
  realName: '真实用户',
  userType: 1,
  roleId: roleIdOf(fx.db, tenant, tenant === ADMIN_TENANT ? 'user' : 'admin'),
  deptId: deptOf(tenant),
});

describe('the four paths', () => {
  it('adds, lists, reads, updates and removes a persona through its own verbs', async () => {
    const before = counts();
    const id = await addPersona('erhai_wind');
    expect(id).toMatch(/^\d{1,20}$/);
    expect(counts().blade_user_virtual).toBe(before.blade_user_virtual + 1);
    expect(counts().blade_user).toBe(before.blade_user);
    expect(virtualRow(id)).toMatchObject({
      tenant_id: ADMIN_TENANT,
      account: 'erhai_wind',
      name: '洱海边的风',
      real_name: '杨丽',
      sex: 2,
      phone: '13988887777',
      status: 1,
      is_deleted: 0,
      create_user: '1123598821738675201',
    });

    const page = await call(fx.admin, 'GET', PAGE, { query: { account: 'erhai', size: '10' } });
    expect(page.status).toBe(200);
    expect((page.body.data as Page).records.map((row) => row.id)).toEqual([id]);
    expect((page.body.data as Page).records[0]).not.toHaveProperty('password');

    const detail = await call(fx.admin, 'GET', DETAIL, { query: { id } });
    expect(detail.body.data).toMatchObject({ id, account: 'erhai_wind', name: '洱海边的风', sex: 2, status: 1 });

    const edited = await call(fx.admin, 'POST', SUBMIT, { payload: { id, name: '苍山雪', status: 2 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(virtualRow(id)).toMatchObject({ name: '苍山雪', status: 2, account: 'erhai_wind', real_name: '杨丽' });

    const removed = await call(fx.admin, 'POST', REMOVE, { query: { ids: id } });
    expect(removed.status).toBe(200);
    expect(virtualRow(id)?.is_deleted).toBe(1);
    expect((await call(fx.admin, 'GET', DETAIL, { query: { id } })).body.data).toEqual({});
    expect((await call(fx.admin, 'POST', REMOVE, { query: { ids: id } })).status).toBe(400);
  });

  it('keeps personas and real users apart: neither list nor detail shows the other', async () => {
    const id = await addPersona('apart_one');
    const users = await call(fx.admin, 'GET', '/blade-system/user/page', { query: { size: '1000' } });
    expect((users.body.data as Page).records.some((row) => row.account === 'apart_one')).toBe(false);
    expect((await call(fx.admin, 'GET', '/blade-system/user/detail', { query: { id } })).body.data).toEqual({});
    // The user remove does not reach a persona's id, nor the persona remove a user's.
    expect((await call(fx.admin, 'POST', '/blade-system/user/remove', { query: { ids: id } })).status).toBe(400);
    const adminId = '1123598821738675201';
    expect((await call(fx.admin, 'POST', REMOVE, { query: { ids: adminId } })).status).toBe(400);
    const virtuals = await call(fx.admin, 'GET', PAGE, { query: { size: '1000' } });
    expect((virtuals.body.data as Page).records.some((row) => row.account === 'admin')).toBe(false);
    expect(virtualRow(id)?.is_deleted).toBe(0);
  });

  it('filters by sex with the map suffix and sorts by account', async () => {
    await addPersona('sort_b');
    await call(fx.admin, 'POST', SUBMIT, { payload: persona('sort_a', { sex: 1 }) });
    const men = await call(fx.admin, 'GET', PAGE, { query: { sex_equal: '1', account: 'sort_', size: '100' } });
    expect((men.body.data as Page).records.map((row) => row.account)).toEqual(['sort_a']);
    const sorted = await call(fx.admin, 'GET', PAGE, { query: { account: 'sort_', ascs: 'account' } });
    expect((sorted.body.data as Page).records.map((row) => row.account)).toEqual(['sort_a', 'sort_b']);
  });
});

describe('one account namespace with the real users', () => {
  it('refuses a persona whose account a real user holds, on add and on update, writing nothing', async () => {
    const before = counts();
    const add = await call(fx.admin, 'POST', SUBMIT, { payload: persona('admin') });
    expect(add).toMatchObject({ status: 400, body: { code: 400, success: false, msg: TAKEN } });
    expect(counts()).toEqual(before);

    const id = await addPersona('rename_me');
    const snapshot = virtualRow(id);
    const again = counts();
    const update = await call(fx.admin, 'POST', SUBMIT, { payload: { id, account: 'reader' } });
    expect(update).toMatchObject({ status: 400, body: { msg: TAKEN } });
    expect(virtualRow(id)).toEqual(snapshot);
    expect(counts()).toEqual(again);
  });

  it('refuses a real user whose account a persona holds, on add and on update, writing nothing', async () => {
    await addPersona('cangshan_snow');
    const before = counts();
    const add = await call(fx.admin, 'POST', '/blade-system/user/submit', { payload: realUser('cangshan_snow') });
    expect(add).toMatchObject({ status: 400, body: { msg: TAKEN } });
    expect(counts()).toEqual(before);

    const created = await call(fx.admin, 'POST', '/blade-system/user/submit', { payload: realUser('real_one') });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const userId =
      fx.db.prepare<[], { id: string }>("SELECT id FROM blade_user WHERE account = 'real_one' AND is_deleted = 0").get()
        ?.id ?? '';
    const snapshot = counts();
    const update = await call(fx.admin, 'POST', '/blade-system/user/submit', {
      payload: { id: userId, account: 'cangshan_snow' },
    });
    expect(update).toMatchObject({ status: 400, body: { msg: TAKEN } });
    expect(counts()).toEqual(snapshot);
    expect(
      fx.db.prepare<[string], { account: string }>('SELECT account FROM blade_user WHERE id = ?').get(userId)?.account,
    ).toBe('real_one');
  });

  it('frees the account once the persona is removed; a persona may keep its own account on update', async () => {
    const id = await addPersona('freed_handle');
    expect((await call(fx.admin, 'POST', SUBMIT, { payload: { id, account: 'freed_handle' } })).status).toBe(200);
    expect((await call(fx.admin, 'POST', REMOVE, { query: { ids: id } })).status).toBe(200);
    const res = await call(fx.admin, 'POST', '/blade-system/user/submit', { payload: realUser('freed_handle') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a user import row whose account a persona holds, importing nothing', async () => {
    await addPersona('import_clash');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('用户数据表');
    sheet.addRow(['登录账号', '用户昵称', '用户姓名', '用户邮箱', '手机号码', '所属角色', '所属部门', '所属岗位']);
    sheet.addRow(['import_ok', '导入', '导入用户', '', '', '普通用户', '办公室', '']);
    sheet.addRow(['import_clash', '导入', '导入用户', '', '', '普通用户', '办公室', '']);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const boundary = '----virtualBoundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = counts();
    const res = await fx.server.call(fx.admin, {
      method: 'POST',
      url: '/blade-system/user/import-user',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { msg: string; data: { rowErrors: { row: number; field: string; message: string }[] } };
    expect(body.data.rowErrors).toEqual([{ row: 3, field: 'account', message: TAKEN }]);
    expect(counts()).toEqual(before);
  });

  it('is per tenant: another tenant may use the same account for a persona or a user', async () => {
    await addPersona('shared_handle');
    const persona100001 = await call(fx.midu, 'POST', SUBMIT, { payload: persona('shared_handle') });
    expect(persona100001.status, JSON.stringify(persona100001.body)).toBe(200);
    expect(virtualIdOf('shared_handle', MIDU_TENANT)).not.toBe('');
    await addPersona('shared_two');
    const user100001 = await call(fx.midu, 'POST', '/blade-system/user/submit', {
      payload: realUser('shared_two', MIDU_TENANT),
    });
    expect(user100001.status, JSON.stringify(user100001.body)).toBe(200);
  });
});

describe('a persona never signs in', () => {
  it('answers its account exactly as an unknown one, whatever the password', async () => {
    await addPersona('no_login');
    const unknown = await fx.server.tokenRequest('no_such_account_at_all', 'secret1');
    for (const password of ['secret1', '', '123456']) {
      const res = await fx.server.tokenRequest('no_login', password);
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error_description: '用户名或密码不正确' });
    expect(fx.db.prepare("SELECT COUNT(*) AS n FROM blade_user WHERE account = 'no_login'").get()).toEqual({ n: 0 });
  });

  it('carries no password: one sent with the submit is not stored', async () => {
    const res = await call(fx.admin, 'POST', SUBMIT, { payload: persona('with_password', { password: 'secret1' }) });
    expect(res.status).toBe(200);
    const columns = fx.db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('blade_user_virtual')")
      .all()
      .map((row) => row.name);
    expect(columns).not.toContain('password');
    expect(JSON.stringify(virtualRow(virtualIdOf('with_password')))).not.toContain('secret1');
  });
});

describe('tenants and grants', () => {
  it("keeps tenant 100001's admin away from tenant 000000's personas", async () => {
    const id = await addPersona('tenant_zero');
    const snapshot = virtualRow(id);
    const list = await call(fx.midu, 'GET', PAGE, { query: { size: '1000' } });
    expect(list.status).toBe(200);
    expect((list.body.data as Page).records.every((row) => row.tenantId === MIDU_TENANT)).toBe(true);
    expect((await call(fx.midu, 'GET', DETAIL, { query: { id } })).body.data).toEqual({});
    const before = counts();
    expect((await call(fx.midu, 'POST', SUBMIT, { payload: { id, name: '夺取' } })).status).toBe(400);
    expect((await call(fx.midu, 'POST', REMOVE, { query: { ids: id } })).status).toBe(400);
    expect(counts()).toEqual(before);
    expect(virtualRow(id)).toEqual(snapshot);
  });

  it('answers 403 请求被拒绝 to a role without the user buttons, and writes nothing', async () => {
    const id = await addPersona('guarded_one');
    expect((await call(fx.reader, 'GET', PAGE)).status).toBe(200);
    const before = counts();
    for (const [url, options] of [
      [SUBMIT, { payload: persona('reader_made') }],
      [SUBMIT, { payload: { id, name: '改名' } }],
      [REMOVE, { query: { ids: id } }],
    ] as const) {
      const res = await call(fx.reader, 'POST', url, options);
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ code: 403, success: false, msg: '请求被拒绝' });
    }
    expect(counts()).toEqual(before);
    expect(virtualRow(id)?.name).toBe('洱海边的风');
  });

  it('refuses reads to a user whose roles hold neither the user menu nor user_view', async () => {
    const bigdata = (await fx.server.signIn('bigdata', 'bigdata')).access_token;
    const res = await call(bigdata, 'GET', PAGE);
    expect(res.status).toBe(403);
    expect((await call(bigdata, 'GET', DETAIL, { query: { id: '1' } })).status).toBe(403);
  });

  it("is not limited (nor broken) by the user list's data scopes, which name blade_user columns", async () => {
    await addPersona('scoped_view');
    const menuId = (code: string) =>
      fx.db.prepare<[string], { id: string }>('SELECT id FROM blade_menu WHERE code = ? AND is_deleted = 0').get(code)
        ?.id ?? '';
    const scope = await call(fx.admin, 'POST', '/blade-system/data-scope/submit', {
      payload: {
        menuId: menuId('user'),
        scopeName: '本部门',
        resourceCode: 'user',
        scopeColumn: 'dept_id',
        scopeField: '*',
        scopeClass: 'org.springblade.modules.system.mapper.UserMapper.selectUserPage',
        scopeType: 3,
      },
    });
    expect(scope.status, JSON.stringify(scope.body)).toBe(200);
    const scopeId =
      fx.db.prepare<[], { id: string }>('SELECT id FROM blade_scope_data ORDER BY rowid DESC LIMIT 1').get()?.id ?? '';
    const roleId = '1999000000000000077';
    fx.db
      .prepare(
        "INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?, '000000', '0', '部门查看', 9, 'scoped')",
      )
      .run(roleId);
    const grant = await call(fx.admin, 'POST', '/blade-system/role/grant', {
      payload: { roleIds: [roleId], menuIds: ['system', 'user', 'user_view'].map(menuId), dataScopeIds: [scopeId] },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const made = await call(fx.admin, 'POST', '/blade-system/user/submit', {
      payload: { ...realUser('scoped_viewer'), roleId },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = (await fx.server.signIn('scoped_viewer', 'secret1')).access_token;

    const users = await call(token, 'GET', '/blade-system/user/page', { query: { size: '1000' } });
    const allUsers = await call(fx.admin, 'GET', '/blade-system/user/page', { query: { size: '1000' } });
    expect((users.body.data as Page).total).toBeLessThan((allUsers.body.data as Page).total);
    const personas = await call(token, 'GET', PAGE, { query: { size: '1000' } });
    expect(personas.status, JSON.stringify(personas.body)).toBe(200);
    const allPersonas = await call(fx.admin, 'GET', PAGE, { query: { size: '1000' } });
    expect((personas.body.data as Page).total).toBe((allPersonas.body.data as Page).total);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['account missing', persona(''), '请输入用户账号'],
    ['account with a space', persona('bad handle'), '账号只能包含字母、数字、下划线、点和短横线'],
    ['account in Chinese', persona('洱海'), '账号只能包含字母、数字、下划线、点和短横线'],
    ['account too long', persona('a'.repeat(46)), '长度不能超过45个字符'],
    ['nickname missing', persona('ok_handle', { name: '' }), '请输入用户昵称'],
    ['nickname too long', persona('ok_handle', { name: '风'.repeat(21) }), '长度不能超过20个字符'],
    ['real name too long', persona('ok_handle', { realName: '云'.repeat(21) }), '长度不能超过20个字符'],
    ['sex outside the dictionary', persona('ok_handle', { sex: 9 }), '请选择有效的字典项'],
    ['phone malformed', persona('ok_handle', { phone: '1398888' }), '手机号码长度不为11位'],
    ['status neither 1 nor 2', persona('ok_handle', { status: 5 }), '取值无效'],
    ['avatar not a link', persona('ok_handle', { avatar: 'erhai.png' }), '文件地址不正确'],
    ['remark too long', persona('ok_handle', { remark: 'x'.repeat(256) }), '长度不能超过255个字符'],
  ];
  for (const [label, payload, message] of cases) {
    it(`refuses ${label} with the field's message and writes nothing`, async () => {
      const before = counts();
      const res = await call(fx.admin, 'POST', SUBMIT, { payload });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toBe(message);
      expect(counts()).toEqual(before);
    });
  }

  it('refuses a body that is not an object, an update of a missing id and bad remove ids', async () => {
    const before = counts();
    const notObject = await fx.server.call(fx.admin, {
      method: 'POST',
      url: SUBMIT,
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notObject.statusCode).toBe(400);
    expect((await call(fx.admin, 'POST', SUBMIT, { payload: { id: '42', name: '无' } })).body.msg).toBe(
      '数据不存在或已被删除',
    );
    expect((await call(fx.admin, 'POST', REMOVE, { query: { ids: '1;drop' } })).body.msg).toBe(
      '参数错误: ids 格式不正确',
    );
    expect((await call(fx.admin, 'POST', REMOVE)).body.msg).toBe('参数错误: ids 不能为空');
    expect(counts()).toEqual(before);
  });
});

describe('guest registration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ socialTestProvider: true });
  });
  afterAll(async () => server.close());

  it('refuses a guest account a persona holds, as one a user holds', async () => {
    const admin = (await server.signIn('admin', 'admin')).access_token;
    const made = await server.call(admin, { method: 'POST', url: SUBMIT, payload: persona('guest_handle') });
    expect(made.statusCode, made.body).toBe(200);
    const social = await server.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: { grant_type: 'social', source: 'test', code: 'virtual-guest', state: '000000', scope: 'all' },
      headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000' },
    });
    expect(social.statusCode, social.body).toBe(200);
    const guest = social.json() as BladexTokenResponse;
    const before = tableCounts(server.db, ['blade_log_api']);
    const res = await server.call(guest.access_token, {
      method: 'POST',
      url: '/api/blade-system/user/register-guest',
      query: {
        tenantId: '000000',
        name: '游客',
        account: 'guest_handle',
        password: md5Hex('Guest#2024'),
        oauthId: guest.oauth_id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: TAKEN });
    expect(tableCounts(server.db, ['blade_log_api'])).toEqual(before);
  });
});
