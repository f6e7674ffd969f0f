import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, type ImportPreview } from '../../../src/shared/resources/index';
import { multipart } from '../../helpers/multipart';
import { tableCounts, type TestServer } from '../../helpers/server';
import { GOODS_HEADERS, goodsRows, startGoodsServer, workbook, type Cell } from './throwaway-goods';

// The engine's import of a definition it knows nothing special about (a throwaway served beside the registry):
// the template from the definition, the preview's row errors in the spec's messages, all-or-nothing writes,
// overwriting by the key, the file checks and tenants.

let server: TestServer;
let admin: string;
let midu: string;
beforeAll(async () => {
  server = await startGoodsServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  midu = (await server.signIn('admin', 'admin', '100001')).access_token;
});
afterAll(async () => server.close());

type Body<T = Record<string, unknown>> = { code: number; success: boolean; msg: string; data: T };

const send = async (
  verb: 'import-preview' | 'import',
  file: Buffer,
  options: { covered?: boolean; filename?: string; token?: string } = {},
) => {
  const res = await server.call(options.token ?? admin, {
    method: 'POST',
    url: `/api/probe/goods/${verb}`,
    ...multipart(options.filename ?? 'goods.xlsx', file, { isCovered: options.covered ? '1' : '0' }),
  });
  return { status: res.statusCode, body: res.json() as Body };
};
const preview = async (file: Buffer, options: { covered?: boolean; token?: string } = {}) => {
  const res = await send('import-preview', file, options);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data as unknown as ImportPreview;
};

const roleId = (name: string, tenant = '000000') =>
  server.db
    .prepare<[string, string], { id: string }>('SELECT id FROM blade_role WHERE role_name = ? AND tenant_id = ?')
    .get(name, tenant)?.id;

/** A row in GOODS_HEADERS order. */
const goods = (sku: string, title: string, more: Partial<Record<(typeof GOODS_HEADERS)[number], Cell>> = {}) =>
  GOODS_HEADERS.map((header, i) => (i === 0 ? sku : i === 1 ? title : (more[header] ?? null)));

const byRow = (errors: readonly { row: number; field: string; message: string }[], row: number) =>
  errors.filter((error) => error.row === row).map((error) => `${error.field}:${error.message}`);

describe('import-template', () => {
  it('is built from the definition: labels as headers, notes, the options and names to pick from', async () => {
    const res = await server.call(admin, { method: 'GET', url: '/api/probe/goods/import-template' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('商品数据模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['商品数据表', '填写说明', '可选值']);
    const [data, guide, options] = book.worksheets;
    // Every writable field a cell can hold, in definition order: no upload, no read-only field.
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(GOODS_HEADERS);
    const note = (col: number) => JSON.stringify(data.getRow(1).getCell(col).note);
    expect(note(1)).toContain('必填');
    expect(note(1)).toContain('不可重复');
    expect(note(3)).toContain('可选：待审核、审核通过、审核不通过');
    expect(note(5)).toContain('选填');
    expect(note(6)).toContain('金额(元)，最多两位小数');
    expect(note(8)).toContain('日期，如 2024-01-31');
    expect(note(9)).toContain('多个用英文逗号分隔');
    expect(note(10)).toContain('11位手机号码');

    expect((guide.getRow(1).values as unknown[]).slice(1)).toEqual(['列名', '是否必填', '填写说明']);
    expect(guide.getRow(2).getCell(1).value).toBe('用户编号');
    expect(guide.getRow(2).getCell(2).value).toBe('是');
    expect(guide.getRow(6).getCell(2).value).toBe('否');

    const optionColumn = (header: string) => {
      const headers = (options.getRow(1).values as unknown[]).slice(1);
      const col = headers.indexOf(header) + 1;
      expect(col, header).toBeGreaterThan(0);
      return options
        .getColumn(col)
        .values.slice(2)
        .filter((value) => value !== null && value !== undefined);
    };
    expect(optionColumn('产品类型')).toEqual(['待审核', '审核通过', '审核不通过']);
    expect(optionColumn('用户性别')).toEqual(['男', '女']);
    expect(optionColumn('上架状态')).toEqual(['已上架', '已下架']);
    // Role names of the caller's tenant only.
    expect(optionColumn('所属角色')).toContain('超级管理员');

    // A single choice gets a drop-down over its options; a multiple one (roles) does not.
    const validations = (data as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } })
      .dataValidations.model;
    for (const address of ['C2', `C${IMPORT_MAX_ROWS + 1}`])
      expect(validations[address]?.formulae[0], address).toMatch(/^'可选值'!\$[A-Z]\$2:\$[A-Z]\$4$/);
    expect(validations[`C${IMPORT_MAX_ROWS + 2}`]).toBeUndefined();
    expect(validations.I2).toBeUndefined();
  });

  it('is refused without the import button', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const res = await server.call(bigdata, { method: 'GET', url: '/api/probe/goods/import-template' });
    expect(res.statusCode).toBe(403);
    const upload = await send('import-preview', await workbook(GOODS_HEADERS, [goods('x1', '无权')]), {
      token: bigdata,
    });
    expect(upload.status).toBe(403);
  });
});

describe('import-preview', () => {
  it('answers every row error in the spec messages, the counts and the rows as read, and writes nothing', async () => {
    const before = tableCounts(server.db);
    const file = await workbook(GOODS_HEADERS, [
      goods('p-ok', '好商品', {
        产品类型: '审核通过',
        用户性别: '女',
        上架状态: '已上架',
        '套餐价(元)': 12.5,
        销量: 3,
        用户生日: '2024/5/1',
        所属角色: '超级管理员,普通用户',
        手机号码: '13900000001',
      }),
      goods('p-bad1', '', { 产品类型: '未知的类型', 手机号码: '1234' }),
      goods('p-bad2', '名字远远超过十个字符的商品', { 产品类型: 1, 用户性别: 9, 所属角色: '不存在的角色' }),
      goods('p-ok', '重复编号', { 产品类型: '待审核', '套餐价(元)': '1.234', 用户生日: '2024-13-45', 销量: '2.5' }),
      [null, null, null, null, null, null, null, null, null, null],
      goods('p-ok2', '好商品二', { 产品类型: 0 }),
    ]);
    const answer = await preview(file);
    expect(tableCounts(server.db)).toEqual(before);
    expect(answer).toMatchObject({ total: 5, creates: 5, updates: 0, columns: expect.any(Array), ignored: [] });
    expect(answer.columns).toEqual([
      'sku',
      'title',
      'type',
      'sex',
      'onSale',
      'price',
      'saleNum',
      'saleDay',
      'roleIds',
      'phone',
    ]);
    expect(byRow(answer.errors, 2)).toEqual([]);
    expect(byRow(answer.errors, 3)).toEqual([
      'title:请输入商品名称',
      'type:请选择有效的选项',
      'phone:手机号码长度不为11位',
    ]);
    expect(byRow(answer.errors, 4)).toEqual([
      'roleIds:所属角色"不存在的角色"不存在',
      'title:长度不能超过10个字符',
      'sex:请选择有效的字典项',
    ]);
    expect(byRow(answer.errors, 5)).toEqual([
      'sku:用户编号与第2行重复',
      'price:请输入正确的金额，最多两位小数',
      'saleNum:请输入整数',
      'saleDay:请输入正确的日期(yyyy-MM-dd)',
    ]);
    expect(byRow(answer.errors, 7)).toEqual([]);
    expect(answer.errorCount).toBe(answer.errors.length);
    // The blank row 6 is not a row; the rest are echoed as read, labels and all.
    expect(answer.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 7]);
    expect(answer.rows[0]).toEqual({
      row: 2,
      action: 'create',
      cells: {
        sku: 'p-ok',
        title: '好商品',
        type: '审核通过',
        sex: '女',
        onSale: '已上架',
        price: '12.5',
        saleNum: '3',
        saleDay: '2024-05-01',
        roleIds: '超级管理员,普通用户',
        phone: '13900000001',
      },
    });
  });

  it('lists headers that name no column, and reads the columns in any order', async () => {
    const answer = await preview(await workbook(['备注', '商品名称', '用户编号'], [['随便', '倒序', 'p-order']]));
    expect(answer.ignored).toEqual(['备注']);
    expect(answer.columns).toEqual(['title', 'sku']);
    // 产品类型 is required and not in the file.
    expect(byRow(answer.errors, 2)).toEqual(['type:请选择产品类型']);
  });
});

describe('import', () => {
  it('a file with one bad row writes nothing and names the row; the same file without it writes every row', async () => {
    const before = tableCounts(server.db);
    const good = [
      goods('g-1', '一号', {
        产品类型: '审核通过',
        用户性别: '女',
        上架状态: '已上架',
        '套餐价(元)': 12.5,
        销量: 3,
        用户生日: new Date(Date.UTC(2024, 4, 1)),
        所属角色: '超级管理员，普通用户',
        手机号码: 13900000001,
      }),
      goods('g-2', '二号', { 产品类型: '1', 用户性别: '1' }),
    ];
    const refused = await send('import', await workbook(GOODS_HEADERS, [...good, goods('g-3', '三号')]));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('第4行: 请选择产品类型');
    expect(refused.body.data.rowErrors).toEqual([{ row: 4, field: 'type', message: '请选择产品类型' }]);
    expect(tableCounts(server.db)).toEqual(before);

    const written = await send('import', await workbook(GOODS_HEADERS, good));
    expect(written.status, written.body.msg).toBe(200);
    expect(written.body.data).toEqual({ inserted: 2, updated: 0 });
    const [one, two] = goodsRows(server.db).filter((row) => row.sku.startsWith('g-'));
    expect(one).toMatchObject({
      tenant_id: '000000',
      title: '一号',
      type: 1,
      sex: 2,
      on_sale: 1,
      price: 12.5,
      sale_num: 3,
      sale_day: '2024-05-01',
      role_ids: `${roleId('超级管理员')},${roleId('普通用户')}`,
      phone: '13900000001',
      create_user: expect.any(String),
    });
    // Option values are taken as well as labels; a switch left blank gets its default.
    expect(two).toMatchObject({ type: 1, sex: 1, on_sale: 0, price: null, role_ids: null });
  });

  it('rolls back the rows already written when a later row fails while writing', async () => {
    const before = tableCounts(server.db);
    const res = await send(
      'import',
      await workbook(GOODS_HEADERS, [
        goods('t-1', '先写', { 产品类型: 0 }),
        goods('t-2', '再写', { 产品类型: 0 }),
        goods('t-3', '炸', { 产品类型: 0 }),
      ]),
    );
    expect(res.status).toBe(500);
    expect(tableCounts(server.db)).toEqual(before);
    expect(goodsRows(server.db).some((row) => row.sku.startsWith('t-'))).toBe(false);
  });

  it('refuses a key that exists unless covering; covering updates it, leaving blank cells as they were', async () => {
    const file = await workbook(GOODS_HEADERS, [
      goods('g-1', '一号改', { 产品类型: '待审核', 手机号码: '13900000009' }),
      goods('g-4', '四号', { 产品类型: '待审核' }),
    ]);
    const refused = await send('import', file);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('第2行: 当前账号已被使用!(用户编号)');

    const seen = await preview(file, { covered: true });
    expect(seen).toMatchObject({ total: 2, creates: 1, updates: 1, errorCount: 0 });
    expect(seen.rows.map((row) => row.action)).toEqual(['update', 'create']);

    const res = await send('import', file, { covered: true });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ inserted: 1, updated: 1 });
    const one = goodsRows(server.db).find((row) => row.sku === 'g-1');
    // Named cells changed; blank ones (sex, price, roles ...) kept what the first import wrote.
    expect(one).toMatchObject({ title: '一号改', type: 0, phone: '13900000009', sex: 2, price: 12.5, on_sale: 1 });
    expect(one?.role_ids).toBe(`${roleId('超级管理员')},${roleId('普通用户')}`);
  });

  it("keeps tenants apart: another tenant's keys and names are not there", async () => {
    const miduRow = goods('g-1', '弥渡一号', { 产品类型: 0, 所属角色: '普通用户' });
    const file = await workbook(GOODS_HEADERS, [
      miduRow,
      goods('m-2', '弥渡二号', { 产品类型: 0, 所属角色: '超级管理员' }),
    ]);
    // g-1 is tenant 000000's: for 100001 it is a new row even when covering; 超级管理员 is no role of 100001.
    const seen = await preview(file, { covered: true, token: midu });
    expect(seen.rows.map((row) => row.action)).toEqual(['create', 'create']);
    expect(seen.errors).toEqual([{ row: 3, field: 'roleIds', message: '所属角色"超级管理员"不存在' }]);

    const res = await send('import', await workbook(GOODS_HEADERS, [miduRow]), { covered: true, token: midu });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ inserted: 1, updated: 0 });
    const both = goodsRows(server.db).filter((row) => row.sku === 'g-1');
    expect(both.map((row) => [row.tenant_id, row.title])).toEqual([
      ['000000', '一号改'],
      ['100001', '弥渡一号'],
    ]);
    expect(both[1].role_ids).toBe(roleId('普通用户', '100001'));
  });
});

/** A ZIP of one member whose directory declares `declared` bytes while its deflated data inflates to `actual`. */
const lyingZip = (declared: number, actual: number): Buffer => {
  const name = Buffer.from('xl/workbook.xml');
  const data = deflateRawSync(Buffer.alloc(actual, 0x20));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
};

describe('file checks', () => {
  it('refuses what is no .xlsx, too large, broken, or a zip bomb, each with a clear message, and writes nothing', async () => {
    const before = tableCounts(server.db);
    const good = await workbook(GOODS_HEADERS, [goods('f-1', '文件', { 产品类型: 0 })]);
    const msgOf = async (file: Buffer, filename = 'goods.xlsx') => {
      const res = await send('import', file, { filename });
      expect(res.status).toBe(400);
      return res.body.msg;
    };
    expect(await msgOf(good, 'goods.csv')).toBe('只能导入xlsx文件，且不超过10M');
    expect(await msgOf(Buffer.from('sku,title\nx,y\n'))).toBe('只能导入xlsx文件，且不超过10M');
    expect(await msgOf(Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024, 0x20)]))).toBe(
      '只能导入xlsx文件，且不超过10M',
    );
    expect(await msgOf(good.subarray(0, 300))).toBe('文件无法解析，请使用下载的导入模板(.xlsx)');
    // A member that says what it holds, but holds 300 MB; and one that claims 1 KB and inflates to 20 MB.
    expect(await msgOf(lyingZip(300 * 1024 * 1024, 1024))).toBe(
      '文件解压后超过200M，无法导入，请使用下载的导入模板(.xlsx)',
    );
    expect(await msgOf(lyingZip(1024, 20 * 1024 * 1024))).toBe(
      '文件解压后超过200M，无法导入，请使用下载的导入模板(.xlsx)',
    );
    expect(await msgOf(await workbook(['商品名称'], [['无编号']]))).toBe(
      '导入模板不正确: 缺少"用户编号"列，请下载导入模板',
    );
    expect(await msgOf(await workbook(GOODS_HEADERS, []))).toBe('导入文件中没有商品数据');
    expect(tableCounts(server.db)).toEqual(before);
  });

  it(`takes at most ${IMPORT_MAX_ROWS} rows`, async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => goods(`cap-${i}`, '超额', { 产品类型: 0 }));
    const res = await send('import-preview', await workbook(GOODS_HEADERS, rows));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`单次最多导入${IMPORT_MAX_ROWS}条商品数据，请分成多个文件导入`);
  });
});
