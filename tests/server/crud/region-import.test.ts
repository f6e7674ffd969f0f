import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../helpers/multipart';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';
import { workbook } from './throwaway-goods';

// Regions through the engine's import (BladeX X adds region import, contract §5): the definition declares it,
// the region module derives each row's chain as a submit does, and a parent may be a row higher up the file.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const HEADERS = ['区划编号', '区划名称', '上级区划', '排序', '备注'];

const importRegions = async (file: Buffer, options: { covered?: boolean; token?: string } = {}) => {
  const res = await server.call(options.token ?? admin, {
    method: 'POST',
    url: '/api/blade-system/region/import-region',
    ...multipart('regions.xlsx', file, { isCovered: options.covered ? '1' : '0' }),
  });
  return { status: res.statusCode, body: res.json() as { msg: string; data: unknown } };
};

const region = (code: string) =>
  server.db.prepare<[string], Record<string, unknown>>('SELECT * FROM blade_region WHERE code = ?').get(code);

describe('region import', () => {
  it('serves the template at its BladeX path too, with the definition’s columns', async () => {
    const res = await server.call(admin, { method: 'GET', url: '/api/blade-system/region/export-template' });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(JSON.stringify(book.worksheets[0].getRow(1).getCell(3).note)).toContain('区划编号，如 532901');
  });

  it('writes a county and a town under it in one file, each with the chain its parent gives', async () => {
    const res = await importRegions(
      await workbook(HEADERS, [
        ['532999', '测试县', '5329', 90, '导入'],
        ['532999001', '测试镇', '532999', null, null],
      ]),
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ inserted: 2, updated: 0 });
    expect(region('532999')).toMatchObject({ region_level: 3, ancestors: '0,00,53,5329', district_name: '测试县' });
    expect(region('532999001')).toMatchObject({
      parent_code: '532999',
      region_level: 4,
      ancestors: '0,00,53,5329,532999',
      city_code: '5329',
      district_code: '532999',
      district_name: '测试县',
      town_code: '532999001',
      town_name: '测试镇',
      sort: 0,
    });
  });

  it('refuses the file over a row the region rules refuse, or a code taken, and writes nothing', async () => {
    const before = tableCounts(server.db);
    const res = await importRegions(
      await workbook(HEADERS, [
        ['532998', '好县', '5329', 1, null],
        ['532888', '错县', '5301', 1, null],
        ['532999', '重复', '5329', 1, null],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('第3行: 区划编号必须以上级区划编号开头; 第4行: 区划编号已存在');
    expect(tableCounts(server.db)).toEqual(before);
    expect(region('532998')).toBeUndefined();
  });

  it('covering renames a region; moving it to another parent is refused', async () => {
    const renamed = await importRegions(await workbook(HEADERS, [['532999', '测试新县', '5329']]), { covered: true });
    expect(renamed.status, renamed.body.msg).toBe(200);
    expect(renamed.body.data).toEqual({ inserted: 0, updated: 1 });
    expect(region('532999')).toMatchObject({ name: '测试新县', sort: 90, remark: '导入' });
    const moved = await importRegions(await workbook(HEADERS, [['532999', '测试县', '5301']]), { covered: true });
    expect(moved.body.msg).toBe('第2行: 不能修改上级区划');
  });

  it('is the platform tenant’s only: regions are shared by every tenant', async () => {
    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    const res = await importRegions(await workbook(HEADERS, [['532997', '弥渡的县', '5329']]), { token: midu });
    expect(res.status).toBe(403);
    expect(region('532997')).toBeUndefined();
  });
});
