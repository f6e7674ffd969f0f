import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';
import { adminCalls } from './admin-calls';

// Issue 12's rules of the merchant areas beyond billing and products: the category tree's removals and subtree,
// travel configs (review, put-away, counts per type), distributors, settlement accounts, housekeeping categories and
// travel-circle corrections, on a database without the board seed (rows inserted here).

let server: TestServer;
let admin: string;
const TENANT = '000000';
const MERCHANT = '872000000000000001';
const ON_SALE = '872000000000000011';
const PENDING_PRODUCT = '872000000000000012';

const calls = adminCalls(
  () => server,
  () => admin,
);
const { call, insert, value } = calls;

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  calls.merchantWithProducts({ merchant: MERCHANT, onSale: ON_SALE, pending: PENDING_PRODUCT }, '喜洲粑粑');
}, 60_000);
afterAll(async () => server.close());

describe('the category tree', () => {
  const CATEGORY = '/blade-merchant-product/merchantCategory';
  const add = (name: string, parentId: string) =>
    call('POST', `${CATEGORY}/save`, {
      payload: { name, parentId, image: 'https://example.com/i.png', sort: 1, commercialTag: 1, isEnable: 1 },
    });
  const idOf = (name: string) => String(value('SELECT id FROM merchant_category WHERE name = ?', name));

  it('nests two levels only, refuses removals with what is under them counted, and answers a subtree', async () => {
    expect((await add('测试行业', '0')).body.code).toBe(200);
    const industry = idOf('测试行业');
    expect((await add('测试业态', industry)).body.code).toBe(200);
    expect((await add('测试业态二', industry)).body.code).toBe(200);
    const type = idOf('测试业态');
    const third = await add('第三层', type);
    expect(third.status).toBe(400);
    expect(third.body.msg).toBe('业态下不能再添加分类');
    expect(value("SELECT COUNT(*) FROM merchant_category WHERE name = '第三层'")).toBe(0);

    const withChildren = await call('POST', `${CATEGORY}/remove`, { query: { ids: industry } });
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.msg).toBe('该分类下还有2个子分类，请先删除子分类');
    server.db.prepare('UPDATE merchant_product SET sub_category_id = ? WHERE id = ?').run(type, ON_SALE);
    const withProducts = await call('POST', `${CATEGORY}/remove`, { query: { ids: type } });
    expect(withProducts.status).toBe(400);
    expect(withProducts.body.msg).toBe('该分类下还有1个商品，不能删除');
    expect(value('SELECT is_deleted FROM merchant_category WHERE id = ?', type)).toBe(0);

    const subtree = await call('GET', `${CATEGORY}/subtree`, { query: { parentId: industry } });
    const names = (subtree.body.data as { title?: string; name?: string }[]).map((node) => node.title ?? node.name);
    expect(names.sort()).toEqual(['测试业态', '测试业态二']);

    const empty = idOf('测试业态二');
    expect((await call('POST', `${CATEGORY}/remove`, { query: { ids: empty } })).body.code).toBe(200);
  });
});

describe('travel configs', () => {
  const BASE = '/blade-shop/shopTravelConfig';
  const CONFIG = '872000000000000101';
  beforeAll(() => {
    insert('shop_travel_config', {
      id: CONFIG,
      tenant_id: TENANT,
      shop_id: MERCHANT,
      config_type: 1,
      title: '苍山看点',
      audit_status: 0,
      putaway: 0,
      is_deleted: 0,
    });
    insert('shop_travel_config', {
      id: '872000000000000102',
      tenant_id: TENANT,
      shop_id: MERCHANT,
      config_type: 3,
      title: '海景客栈',
      audit_status: 1,
      putaway: 1,
      is_deleted: 0,
    });
  });
  const state = () =>
    server.db
      .prepare<[string], { audit_status: number; putaway: number }>(
        'SELECT audit_status, putaway FROM shop_travel_config WHERE id = ?',
      )
      .get(CONFIG);

  it('put away only once passed; an edit sends it back to review and off the shelf', async () => {
    const early = await call('POST', `${BASE}/putaway`, { query: { id: CONFIG, putaway: '1' } });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('审核通过后才能上架');
    expect(state()).toEqual({ audit_status: 0, putaway: 0 });
    const passed = await call('POST', `${BASE}/audit`, { query: { ids: CONFIG, auditStatus: '1' } });
    expect(passed.body.code).toBe(200);
    expect((await call('POST', `${BASE}/putaway`, { query: { id: CONFIG, putaway: '1' } })).body.code).toBe(200);
    expect(state()).toEqual({ audit_status: 1, putaway: 1 });
    expect((await call('POST', `${BASE}/update`, { payload: { id: CONFIG, title: '苍山新看点' } })).body.code).toBe(
      200,
    );
    expect(state()).toEqual({ audit_status: 0, putaway: 0 });
  });

  it('count per review state by type, and list by type', async () => {
    const all = await call('GET', `${BASE}/getDataCount`);
    expect(all.body.data).toEqual({ total: 2, pending: 1, passed: 1, rejected: 0 });
    const stays = await call('GET', `${BASE}/getDataCount`, { query: { configType: '3' } });
    expect(stays.body.data).toEqual({ total: 1, pending: 0, passed: 1, rejected: 0 });
    const wrong = await call('GET', `${BASE}/getDataCount`, { query: { configType: '9' } });
    expect(wrong.status).toBe(400);
    const page = await call('GET', `${BASE}/selectTravelPage`, { query: { configType: '1' } });
    expect((page.body.data as { records: { id: string }[] }).records.map((row) => row.id)).toEqual([CONFIG]);
  });
});

describe('distributors', () => {
  it('count per review state and offer only the passed ones to pickers', async () => {
    for (const [id, name, audit] of [
      ['872000000000000201', '大理假日旅行社', 1],
      ['872000000000000202', '苍洱研学', 0],
      ['872000000000000203', '双廊向导', 2],
    ] as const)
      insert('shop_distribution_info', { id, tenant_id: TENANT, name, audit_status: audit, is_deleted: 0 });
    insert('shop_distribution_info', {
      id: '872000000000000204',
      tenant_id: '100001',
      name: '外租户分销',
      audit_status: 1,
      is_deleted: 0,
    });
    const counts = await call('GET', '/blade-shop/distributionInfo/getDataCount');
    expect(counts.body.data).toEqual({ total: 3, pending: 1, passed: 1, rejected: 1 });
    const dict = await call('GET', '/blade-shop/distributionInfo/listDict');
    expect(dict.body.data).toEqual([{ id: '872000000000000201', name: '大理假日旅行社' }]);
  });
});

describe('settlement accounts', () => {
  const BASE = '/blade-shop/shopSettleAccount';
  const account = (accountName: string, isDefault: number) =>
    call('POST', `${BASE}/submit`, {
      payload: {
        shopId: MERCHANT,
        accountType: 1,
        accountName,
        bankName: '大理农商行',
        accountNo: '6228480012345678',
        isDefault,
      },
    });

  it('keep one default per merchant, answered by customDetail', async () => {
    expect((await account('喜洲粑粑对公户', 1)).body.code).toBe(200);
    expect((await account('喜洲粑粑备用户', 1)).body.code).toBe(200);
    expect(
      value(
        'SELECT COUNT(*) FROM shop_settle_account WHERE shop_id = ? AND is_default = 1 AND is_deleted = 0',
        MERCHANT,
      ),
    ).toBe(1);
    const detail = await call('GET', `${BASE}/customDetail`, { query: { shopId: MERCHANT } });
    expect(detail.body.data).toMatchObject({ accountName: '喜洲粑粑备用户', isDefault: 1 });
    const malformed = await call('POST', `${BASE}/submit`, {
      payload: { shopId: MERCHANT, accountType: 1, accountName: 'x', bankName: 'y', accountNo: '12ab' },
    });
    expect(malformed.status).toBe(400);
    expect(value("SELECT COUNT(*) FROM shop_settle_account WHERE account_no = '12ab'")).toBe(0);
    const missing = await call('GET', `${BASE}/customDetail`);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择商户');
  });
});

describe('housekeeping categories', () => {
  it('offer the enabled ones in order and keep one still used, saying by how many', async () => {
    insert('housekeep_category', {
      id: '872000000000000301',
      tenant_id: TENANT,
      name: '保洁',
      sort: 2,
      is_enable: 1,
      is_deleted: 0,
    });
    insert('housekeep_category', {
      id: '872000000000000302',
      tenant_id: TENANT,
      name: '月嫂',
      sort: 1,
      is_enable: 1,
      is_deleted: 0,
    });
    insert('housekeep_category', {
      id: '872000000000000303',
      tenant_id: TENANT,
      name: '停用类',
      sort: 0,
      is_enable: 0,
      is_deleted: 0,
    });
    for (const id of ['872000000000000311', '872000000000000312'])
      insert('housekeep_info', {
        id,
        tenant_id: TENANT,
        name: `保洁服务${id.slice(-1)}`,
        category_id: '872000000000000301',
        is_deleted: 0,
      });
    const list = await call('GET', '/blade-city/housekeepCategory/categoryList');
    expect((list.body.data as { name: string }[]).map((row) => row.name)).toEqual(['月嫂', '保洁']);
    const used = await call('POST', '/blade-city/housekeepCategory/remove', { query: { ids: '872000000000000301' } });
    expect(used.status).toBe(400);
    expect(used.body.msg).toBe('该分类下还有2个家政服务，不能删除');
    expect(value("SELECT is_deleted FROM housekeep_category WHERE id = '872000000000000301'")).toBe(0);
  });
});

describe('travel-circle corrections', () => {
  const POST = '872000000000000401';
  it('link only a product the picker offers, and keep some text', async () => {
    insert('travel_circle', {
      id: POST,
      tenant_id: TENANT,
      content: '洱海日出',
      is_shield: 0,
      audit_status: 0,
      is_deleted: 0,
    });
    const offered = await call('GET', '/blade-merchant-product/circle/product/allProduct');
    expect((offered.body.data as { records: { id: string }[] }).records.map((row) => row.id)).toEqual([ON_SALE]);
    const pending = await call('POST', `/blade-merchant-product/circle/updateCircle/${POST}`, {
      payload: { productId: PENDING_PRODUCT },
    });
    expect(pending.status).toBe(400);
    expect(pending.body.msg).toBe('关联商品不存在或未上架');
    const blank = await call('POST', `/blade-merchant-product/circle/updateCircle/${POST}`, {
      payload: { content: ' ' },
    });
    expect(blank.body.msg).toBe('请输入内容');
    expect(value('SELECT content FROM travel_circle WHERE id = ?', POST)).toBe('洱海日出');
    const ok = await call('POST', `/blade-merchant-product/circle/updateCircle/${POST}`, {
      payload: { content: '洱海日出，推荐游船', productId: ON_SALE },
    });
    expect(ok.body.code).toBe(200);
    expect(value('SELECT product_id FROM travel_circle WHERE id = ?', POST)).toBe(ON_SALE);
  });
});

describe('onboarding applications', () => {
  const AUDIT = '/blade-shop/shopApply/audit';
  const apply = (id: string, values: Record<string, string | null>) =>
    insert('shop_apply', {
      id,
      tenant_id: TENANT,
      phone: '13800000000',
      principal: '杨老板',
      address: '大理古城人民路1号',
      audit_status: 0,
      is_deleted: 0,
      ...values,
    });
  const merchants = (name: string) =>
    value('SELECT COUNT(*) FROM merchant_info WHERE name = ? AND is_deleted = 0', name);

  it('open the merchant asked for when passed, placed by its business type and town', async () => {
    insert('merchant_category', {
      id: '872000000000000501',
      tenant_id: TENANT,
      parent_id: '0',
      name: '餐饮',
      level: 1,
      trade_type: 2,
      is_deleted: 0,
    });
    insert('merchant_category', {
      id: '872000000000000502',
      tenant_id: TENANT,
      parent_id: '872000000000000501',
      name: '白族菜',
      level: 2,
      trade_type: 2,
      is_deleted: 0,
    });
    apply('872000000000000511', {
      name: '古城白族菜馆',
      sub_category_id: '872000000000000502',
      town_code: '532901003',
    });
    const passed = await call('POST', AUDIT, { query: { ids: '872000000000000511', auditStatus: '1' } });
    expect(passed.body.code).toBe(200);
    const merchant = server.db
      .prepare<[], Record<string, unknown>>(
        "SELECT * FROM merchant_info WHERE name = '古城白族菜馆' AND is_deleted = 0",
      )
      .get();
    expect(merchant).toMatchObject({
      tenant_id: TENANT,
      phone: '13800000000',
      principal: '杨老板',
      category_name: '餐饮',
      sub_category_name: '白族菜',
      trade_type: 2,
      district_name: '大理市',
      town_name: '下关街道',
      audit_status: 1,
      is_enable: 1,
    });
  });

  it('refuse a pass that lacks the business type or town, or repeats a merchant; a rejection opens nothing', async () => {
    apply('872000000000000512', { name: '无业态小店', sub_category_id: null, town_code: null });
    const lacking = await call('POST', AUDIT, { query: { ids: '872000000000000512', auditStatus: '1' } });
    expect(lacking.status).toBe(400);
    expect(lacking.body.msg).toBe('申请“无业态小店”缺少行业/业态、所在乡镇，不能通过');
    expect(value("SELECT audit_status FROM shop_apply WHERE id = '872000000000000512'")).toBe(0);
    apply('872000000000000513', {
      name: '古城白族菜馆',
      sub_category_id: '872000000000000502',
      town_code: '532901003',
    });
    const twice = await call('POST', AUDIT, { query: { ids: '872000000000000513', auditStatus: '1' } });
    expect(twice.body.msg).toBe('已有同名商户“古城白族菜馆”，不能重复入驻');
    expect(merchants('古城白族菜馆')).toBe(1);
    const rejected = await call('POST', AUDIT, {
      query: { ids: '872000000000000512', auditStatus: '2', auditMsg: '资料不全' },
    });
    expect(rejected.body.code).toBe(200);
    expect(merchants('无业态小店')).toBe(0);
  });
});
