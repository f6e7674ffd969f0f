import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzippedSize } from '../../../src/server/crud/import-file';
import { multipart, XLSX_TYPE } from '../../helpers/multipart';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';

// User import (bladex-contract.md §6 export-template / import-user): the template, all-or-nothing imports,
// covering existing accounts, the file checks and the button grant.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

type Body = { code: number; success: boolean; msg: string; data: Record<string, unknown> };
const importFile = async (content: Buffer, options: { covered?: boolean; filename?: string; token?: string } = {}) => {
  const { payload, headers } = multipart(options.filename ?? 'users.xlsx', content);
  const res = await server.call(options.token ?? admin, {
    method: 'POST',
    url: '/api/blade-system/user/import-user',
    query: { isCovered: options.covered ? '1' : '0' },
    payload,
    headers,
  });
  return { status: res.statusCode, body: res.json() as Body };
};

const template = async (token = admin) => {
  const res = await server.call(token, { method: 'GET', url: '/api/blade-system/user/export-template' });
  return res;
};

const HEADERS = [
  '登录账号',
  '用户昵称',
  '用户姓名',
  '用户邮箱',
  '手机号码',
  '所属角色',
  '所属部门',
  '所属岗位',
  '用户生日',
];

/** A workbook in the template's layout with these data rows (one array per row, in HEADERS order). */
const workbook = async (rows: (string | number | Date | null)[][], headers = HEADERS): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户数据表');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const userRow = (account: string) =>
  server.db
    .prepare<[string], Record<string, unknown>>(
      "SELECT * FROM blade_user WHERE tenant_id = '000000' AND account = ? AND is_deleted = 0",
    )
    .get(account);
const idOf = (table: string, column: string, name: string, tenant = '000000') =>
  (
    server.db
      .prepare<[string, string], { id: string }>(`SELECT id FROM ${table} WHERE ${column} = ? AND tenant_id = ?`)
      .get(name, tenant) as { id: string }
  ).id;

describe('export-template', () => {
  it('answers an .xlsx whose header row is the importable columns and whose example row is marked', async () => {
    const res = await template();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('用户数据模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const sample = sheet.getRow(2);
    expect(String(sample.getCell(1).value)).toContain('示例');
    expect(JSON.stringify(sample.getCell(1).note)).toContain('示例行');
    // The example names real rows of the caller's tenant.
    expect(sample.getCell(6).value).toBe('超级管理员');
  });

  it('the template imported untouched creates nobody; filled in below its example row it imports', async () => {
    const raw = (await template()).rawPayload;
    const before = tableCounts(server.db);
    const untouched = await importFile(raw);
    expect(untouched.status).toBe(400);
    expect(untouched.body.msg).toBe('导入文件中没有用户数据');
    expect(tableCounts(server.db)).toEqual(before);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw as unknown as ArrayBuffer);
    book.worksheets[0].addRow([
      'tpl01',
      '模板一',
      '模板用户',
      '',
      '13900001111',
      '普通用户',
      '办公室',
      '科员',
      '1992-03-04',
    ]);
    const filled = await importFile(Buffer.from(await book.xlsx.writeBuffer()));
    expect(filled.status, filled.body.msg).toBe(200);
    expect(filled.body.data).toEqual({ inserted: 1, updated: 0 });
    const row = userRow('tpl01');
    expect(row).toMatchObject({
      real_name: '模板用户',
      phone: '13900001111',
      role_id: idOf('blade_role', 'role_name', '普通用户'),
      dept_id: idOf('blade_dept', 'dept_name', '办公室'),
      post_id: idOf('blade_post', 'post_name', '科员'),
      birthday: '1992-03-04 00:00:00',
      user_type: 1,
      status: 1,
    });
  });

  it('is refused without the user_import button', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    expect((await template(bigdata)).statusCode).toBe(403);
    const res = await importFile(await workbook([['nope1', 'n', '无权限', '', '', '普通用户', '办公室', '', '']]), {
      token: bigdata,
    });
    expect(res.status).toBe(403);
    expect(userRow('nope1')).toBeUndefined();
  });
});

describe('import-user', () => {
  it('inserts every row of a good file, and the new users sign in with the initial password', async () => {
    const file = await workbook([
      [
        'imp01',
        '导入一',
        '导入员一',
        'imp01@example.com',
        13900000001,
        '普通用户',
        '办公室',
        '科员',
        new Date(Date.UTC(1990, 0, 2)),
      ],
      ['imp02', '导入二', '导入员二', '', '13900000002', '普通用户,大数据', '信息中心，办公室', '', ''],
      [null, null, null, null, null, null, null, null, null],
      ['imp03', '导入三', '导入员三', '', '', '管理员', '市场推广科', '科长,科员', '1988/7/9'],
    ]);
    const res = await importFile(file);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ inserted: 3, updated: 0 });
    expect(userRow('imp01')).toMatchObject({
      phone: '13900000001',
      email: 'imp01@example.com',
      birthday: '1990-01-02 00:00:00',
    });
    expect(userRow('imp02')?.role_id).toBe(
      `${idOf('blade_role', 'role_name', '普通用户')},${idOf('blade_role', 'role_name', '大数据')}`,
    );
    expect(userRow('imp03')?.birthday).toBe('1988-07-09 00:00:00');
    for (const account of ['imp01', 'imp02', 'imp03']) {
      const token = await server.signIn(account, '123456');
      expect(token.account).toBe(account);
    }
    // And they are in the list the screen reads.
    const list = await server.call(admin, {
      method: 'GET',
      url: '/api/blade-system/user/page',
      query: { account: 'imp0' },
    });
    expect((list.json() as { data: { total: number } }).data.total).toBe(3);
  });

  it('a file with bad rows writes nothing and names each row and problem', async () => {
    const before = tableCounts(server.db);
    const file = await workbook([
      ['bad01', '好的', '好的行', '', '13900000011', '普通用户', '办公室', '', ''],
      ['bad02', '坏的', '坏电话', '', '1234', '普通用户', '办公室', '', ''],
      ['imp01', '重复', '已存在', '', '', '普通用户', '办公室', '', ''],
      ['bad04', '无角色', '无此角色', '', '', '不存在的角色', '办公室', '', ''],
      ['bad01', '又一', '文件内重复', '', '', '普通用户', '办公室', '', ''],
      ['bad06', '', 'X', 'not-an-email', '', '', '', '', ''],
    ]);
    const res = await importFile(file);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(tableCounts(server.db)).toEqual(before);
    expect(userRow('bad01')).toBeUndefined();
    const rowErrors = res.body.data.rowErrors as { row: number; field: string; message: string }[];
    const at = (row: number) =>
      rowErrors.filter((error) => error.row === row).map((error) => `${error.field}:${error.message}`);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['phone:手机号码长度不为11位']);
    expect(at(4)).toEqual(['account:当前账号已被使用!']);
    expect(at(5)).toEqual(['roleId:所属角色"不存在的角色"不存在']);
    expect(at(6)).toEqual(['account:登录账号与第2行重复']);
    expect(at(7)).toEqual(
      expect.arrayContaining([
        'name:请输入用户昵称',
        'realName:姓名长度在2到5个字符',
        'email:请输入正确的邮箱地址',
        'roleId:请选择所属角色',
        'deptId:请选择所属部门',
      ]),
    );
    expect(res.body.msg).toContain('第3行: 手机号码长度不为11位');
    expect(res.body.msg).toContain('第4行: 当前账号已被使用!(登录账号)');
    expect(res.body.msg).toContain('第5行: 所属角色"不存在的角色"不存在');
  });

  it('isCovered=1 updates existing accounts (blank cells left as they were) and inserts the new ones', async () => {
    const passwordBefore = userRow('imp02')?.password;
    const file = await workbook([
      ['imp02', '改名二', '改名员二', '', '13911112222', '管理员', '', '', ''],
      ['imp04', '导入四', '导入员四', '', '', '普通用户', '办公室', '', ''],
    ]);
    const refused = await importFile(file);
    expect(refused.status).toBe(400);
    // Without covering, the row is a new user: taken, and missing what a new user needs.
    expect(refused.body.msg).toBe('第2行: 当前账号已被使用!(登录账号); 第2行: 请选择所属部门');

    const res = await importFile(file, { covered: true });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ inserted: 1, updated: 1 });
    expect(userRow('imp02')).toMatchObject({
      name: '改名二',
      real_name: '改名员二',
      phone: '13911112222',
      role_id: idOf('blade_role', 'role_name', '管理员'),
      // Not in the file: unchanged, and the password is never touched by covering.
      dept_id: `${idOf('blade_dept', 'dept_name', '信息中心')},${idOf('blade_dept', 'dept_name', '办公室')}`,
      password: passwordBefore,
    });
    expect(userRow('imp04')).toBeDefined();

    // The desktop's upload channel sends isCovered as a form field before the file, as Spring also binds it.
    const asField = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-system/user/import-user',
      ...multipart('users.xlsx', await workbook([['imp04', '字段四', '导入员四']]), { isCovered: '1' }),
    });
    expect(asField.statusCode, asField.body).toBe(200);
    expect(asField.json()).toMatchObject({ data: { inserted: 0, updated: 1 } });
    expect(userRow('imp04')?.name).toBe('字段四');
  });

  it("maps names only within the caller's tenant", async () => {
    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    const res = await importFile(
      await workbook([['midu01', '弥渡', '弥渡用户', '', '', '超级管理员', '办公室', '', '']]),
      {
        token: midu,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('角色"超级管理员"不存在');
    expect(res.body.msg).toContain('部门"办公室"不存在');
    const ok = await importFile(
      await workbook([['midu01', '弥渡', '弥渡用户', '', '', '普通用户', '综合办公室', '', '']]),
      {
        token: midu,
      },
    );
    expect(ok.status, ok.body.msg).toBe(200);
    const row = server.db
      .prepare<[], { tenant_id: string; role_id: string }>(
        "SELECT tenant_id, role_id FROM blade_user WHERE account = 'midu01'",
      )
      .get();
    expect(row).toEqual({ tenant_id: '100001', role_id: idOf('blade_role', 'role_name', '普通用户', '100001') });
  });

  it('accepts the headers of BladeX’s own UserExcel', async () => {
    const file = await workbook(
      [['bx01', '蓝刀', '蓝刀用户', '', '', '普通用户', '办公室', '', '']],
      ['账户', '昵称', '姓名', '邮箱', '手机', '角色名称', '部门名称', '岗位名称', '生日'],
    );
    const res = await importFile(file);
    expect(res.status, res.body.msg).toBe(200);
    expect(userRow('bx01')?.real_name).toBe('蓝刀用户');
  });

  it('refuses other file types, renamed files, oversize files, broken workbooks and a missing account column', async () => {
    const before = tableCounts(server.db);
    const good = await workbook([['type01', '类型', '类型用户', '', '', '普通用户', '办公室', '', '']]);
    const xls = await importFile(good, { filename: 'users.xls' });
    expect(xls).toMatchObject({ status: 400, body: { msg: '只能导入xlsx文件，且不超过10M' } });
    const renamed = await importFile(Buffer.from('account,name\nx,y\n'), { filename: 'users.xlsx' });
    expect(renamed).toMatchObject({ status: 400, body: { msg: '只能导入xlsx文件，且不超过10M' } });
    const oversize = Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(await importFile(oversize)).toMatchObject({ status: 400, body: { msg: '只能导入xlsx文件，且不超过10M' } });
    const truncated = await importFile(good.subarray(0, 200));
    expect(truncated.status).toBe(400);
    expect(truncated.body.msg).toContain('文件无法解析');
    const noAccount = await importFile(await workbook([['x', 'y']], ['用户昵称', '用户姓名']));
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.msg).toContain('缺少"登录账号"列');
    const badFlag = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-system/user/import-user',
      query: { isCovered: 'yes' },
      ...multipart('users.xlsx', good),
    });
    expect(badFlag.statusCode).toBe(400);
    expect(tableCounts(server.db)).toEqual(before);
  });

  it('reads the declared unzipped size from the ZIP directory (a zip bomb is refused before inflating)', async () => {
    const good = await workbook([['z', 'z', 'zz', '', '', '', '', '', '']]);
    const size = unzippedSize(good);
    expect(size).toBeGreaterThan(good.length);
    expect(size).toBeLessThan(100_000);
    expect(unzippedSize(Buffer.from('PK\x03\x04 not really a zip', 'latin1'))).toBe(Infinity);
  });
});
