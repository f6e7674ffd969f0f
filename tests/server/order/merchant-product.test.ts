import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer } from './rollup-check';

// The read-only merchant list, category tree and products over the board's catalogue tables.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createSeededServer(200, 300);
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 120_000);
afterAll(async () => server.close());

type Body = { code: number; msg: string; data: unknown };
const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await server.call(admin, { method: 'GET', url: `/api${url}`, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const countOf = (sql: string, ...params: string[]) =>
  server.db.prepare<string[], { n: number }>(sql).get(...params)?.n ?? 0;
type Page = { records: Record<string, unknown>[]; total: number };

describe('products', () => {
  it('answer product/list as product/page, and take the picker filters auditState and status', async () => {
    const page = await get('/blade-merchant-product/product/page', { size: '20' });
    const list = await get('/blade-merchant-product/product/list', { size: '20' });
    expect(page.status).toBe(200);
    expect(list.body.data).toEqual(page.body.data);
    const onSale = await get('/blade-merchant-product/product/page', { auditState: '1', status: '1', size: '1' });
    expect((onSale.body.data as Page).total).toBe(
      countOf(
        "SELECT COUNT(*) AS n FROM merchant_product WHERE tenant_id = '000000' AND is_deleted = 0 AND audit_status = 1 AND status = 1",
      ),
    );
  });

  it('are found by region at any level, by the column of its level', async () => {
    const town = String(
      server.db
        .prepare('SELECT town_code FROM merchant_product GROUP BY town_code ORDER BY COUNT(*) DESC')
        .pluck()
        .get(),
    );
    for (const [code, column] of [
      [town.slice(0, 6), 'district_code'],
      [town, 'town_code'],
    ]) {
      const found = await get('/blade-merchant-product/product/page', { areaCode_equal: code, size: '1' });
      expect((found.body.data as Page).total, code).toBe(
        countOf(`SELECT COUNT(*) AS n FROM merchant_product WHERE is_deleted = 0 AND ${column} = ?`, code),
      );
    }
  });

  it('cannot be added or changed here yet, and nothing is written', async () => {
    const before = tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
    const res = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/product/submit',
      payload: { name: '新商品' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Body).msg).toBe('该数据只读,不能新增或修改');
    expect(tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'])).toEqual(before);
  });
});

describe('merchants and categories', () => {
  it('list the merchants of a county, with their region names', async () => {
    const county = String(
      server.db
        .prepare('SELECT district_code FROM merchant_info GROUP BY district_code ORDER BY COUNT(*) DESC')
        .pluck()
        .get(),
    );
    const found = await get('/blade-merchant-product/merchantInfo/list', { areaCode_equal: county, size: '100' });
    const page = found.body.data as Page;
    expect(page.total).toBe(
      countOf('SELECT COUNT(*) AS n FROM merchant_info WHERE is_deleted = 0 AND district_code = ?', county),
    );
    for (const record of page.records) expect(record).toMatchObject({ districtCode: county });
    expect(page.records[0].districtName).not.toBe('');
  });

  it('nest the business types under their industries, and offer the tree to pickers', async () => {
    const tree = (await get('/blade-merchant-product/merchantCategory/list')).body.data as {
      id: string;
      level: number;
      commercialTag: number;
      children?: { parentId: string; level: number }[];
    }[];
    const industries = countOf("SELECT COUNT(*) AS n FROM merchant_category WHERE parent_id = '0' AND is_deleted = 0");
    expect(tree).toHaveLength(industries);
    for (const industry of tree) {
      expect(industry.level).toBe(1);
      expect([1, 2, 3]).toContain(industry.commercialTag);
      for (const child of industry.children ?? []) expect(child).toMatchObject({ parentId: industry.id, level: 2 });
    }
    const nodes = (await get('/blade-merchant-product/merchantCategory/tree')).body.data as { title: string }[];
    expect(nodes).toHaveLength(industries);
    expect(nodes[0].title).not.toBe('');
  });
});
