import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer } from './rollup-check';

// The merchant list and management, the category tree and products over the board's catalogue tables.

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

  it('are added under a merchant, taking its trade, categories and region, pending review and off sale', async () => {
    const merchant = server.db
      .prepare<[], Record<string, string | number>>(
        "SELECT id, name, trade_type, sub_category_id, district_code, town_code FROM merchant_info WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1",
      )
      .get();
    if (!merchant) throw new Error('no merchant seeded');
    const before = tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
    const unnamed = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/product/save',
      payload: { merchantId: merchant.id, type: 1 },
    });
    expect(unnamed.statusCode).toBe(400);
    expect((unnamed.json() as Body).msg).toBe('请输入商品名称');
    expect(tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'])).toEqual(before);
    // `submit` is not the contract's verb for products.
    expect(
      (await server.call(admin, { method: 'POST', url: '/api/blade-merchant-product/product/submit', payload: {} }))
        .statusCode,
    ).toBe(404);

    const saved = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/product/save',
      payload: { name: '洱海骑行半日游', merchantId: merchant.id, type: 1, comboPrice: 88 },
    });
    expect(saved.json()).toMatchObject({ code: 200, success: true });
    const row = server.db
      .prepare<[], Record<string, string | number>>(
        "SELECT id, merchant_name, trade_type, sub_category_id, district_code, town_code, audit_status, status FROM merchant_product WHERE name = '洱海骑行半日游'",
      )
      .get();
    expect(row).toMatchObject({
      merchant_name: merchant.name,
      trade_type: merchant.trade_type,
      sub_category_id: merchant.sub_category_id,
      district_code: merchant.district_code,
      town_code: merchant.town_code,
      audit_status: 0,
      status: 0,
    });
    const listed = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/product/status',
      query: { id: String(row?.id), status: '1' },
    });
    expect(listed.json()).toMatchObject({ code: 200 });
    expect(server.db.prepare('SELECT status FROM merchant_product WHERE id = ?').pluck().get(row?.id)).toBe(1);
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

describe('merchant review', () => {
  const pendingMerchant = async (): Promise<string> => {
    const category = server.db
      .prepare("SELECT id FROM merchant_category WHERE tenant_id = '000000' AND level = 2 AND is_deleted = 0 LIMIT 1")
      .pluck()
      .get();
    const town = server.db
      .prepare("SELECT code FROM blade_region WHERE length(code) = 9 AND code LIKE '532922%' LIMIT 1")
      .pluck()
      .get();
    const res = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/merchantInfo/save',
      payload: { name: `待审商户${Date.now()}`, subCategoryId: category, townCode: town },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    return String(server.db.prepare('SELECT id FROM merchant_info ORDER BY rowid DESC LIMIT 1').pluck().get());
  };
  const audit = (id: string, query: Record<string, string>) =>
    server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/merchantInfo/audit',
      query: { ids: id, ...query },
    });

  it('a new merchant waits; a rejection needs its reason, stores it with who and when, and keeps the history', async () => {
    const id = await pendingMerchant();
    const row = () =>
      server.db
        .prepare<[string], Record<string, string | number>>(
          'SELECT audit_status, audit_msg, audit_time, audit_user, category_name, district_name FROM merchant_info WHERE id = ?',
        )
        .get(id);
    expect(row()).toMatchObject({ audit_status: 0 });
    expect(row()?.district_name).not.toBe('');

    const bare = await audit(id, { auditStatus: '2' });
    expect(bare.statusCode).toBe(400);
    expect((bare.json() as Body).msg).toBe('请输入驳回原因');
    expect(row()).toMatchObject({ audit_status: 0 });

    const rejected = await audit(id, { auditStatus: '2', auditMsg: '营业执照已过期' });
    expect(rejected.json()).toMatchObject({ code: 200 });
    expect(row()).toMatchObject({ audit_status: 2, audit_msg: '营业执照已过期', audit_user: '管理员' });
    expect(String(row()?.audit_time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const again = await audit(id, { auditStatus: '1' });
    expect(again.statusCode).toBe(400);
    expect((again.json() as Body).msg).toMatch(/当前状态为「审核驳回」，不能审核/);

    const history = server.db
      .prepare<[string], { from_state: string; to_state: string; remark: string }>(
        "SELECT from_state, to_state, remark FROM common_audit_record WHERE resource = 'merchantInfo' AND record_id = ?",
      )
      .all(id);
    expect(history).toEqual([{ from_state: '0', to_state: '2', remark: '营业执照已过期' }]);

    // An edit of a rejected merchant sends it back to review, where it can pass.
    await server.call(admin, {
      method: 'POST',
      url: '/api/blade-merchant-product/merchantInfo/update',
      payload: { id, address: '大理市下关镇人民路 1 号' },
    });
    expect(row()).toMatchObject({ audit_status: 0 });
    expect((await audit(id, { auditStatus: '1' })).json()).toMatchObject({ code: 200 });
    expect(row()).toMatchObject({ audit_status: 1 });
  });
});
