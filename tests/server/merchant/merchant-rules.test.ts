import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';
import { adminCalls } from './admin-calls';

// Issue 12's rules on the merchant side: billing ranges, the product review and its picker, review shielding,
// the audit history dialog and the merchant picker, on a database without the board seed (rows inserted here).

let server: TestServer;
let admin: string;
const TENANT = '000000';
const MERCHANT = '870000000000000001';
const OTHER_TENANT_MERCHANT = '870000000000000002';

const { call, insert } = adminCalls(
  () => server,
  () => admin,
);
const count = (sql: string, ...params: string[]) =>
  server.db.prepare<string[], { n: number }>(sql).get(...params)?.n ?? 0;

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  insert('merchant_info', { id: MERCHANT, tenant_id: TENANT, name: '洱海渔家', trade_type: 1, is_deleted: 0 });
  insert('merchant_info', {
    id: OTHER_TENANT_MERCHANT,
    tenant_id: '100001',
    name: '弥渡客栈',
    trade_type: 1,
    is_deleted: 0,
  });
}, 60_000);
afterAll(async () => server.close());

describe('billing ranges', () => {
  it('refuse a range that ends at or below its start, and one that overlaps, naming the range met; nothing written', async () => {
    const save = (rangeMin: number, rangeMax: number) =>
      call('POST', '/blade-shop/billingRule/submit', {
        payload: { shopId: MERCHANT, rangeMin, rangeMax, billingRatio: 5 },
      });
    expect((await save(0, 100)).body.code).toBe(200);
    expect((await save(100, 500)).body.code).toBe(200);
    const before = count('SELECT COUNT(*) AS n FROM shop_billing_rule WHERE is_deleted = 0');
    const backwards = await save(300, 300);
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('区间上限必须大于区间下限');
    const overlap = await save(50, 150);
    expect(overlap.status).toBe(400);
    expect(overlap.body.msg).toBe('计费区间50.00–150.00元与该商户已有区间0.00–100.00元重叠');
    expect(count('SELECT COUNT(*) AS n FROM shop_billing_rule WHERE is_deleted = 0')).toBe(before);
  });

  it('refuse an edit that moves a range onto its neighbour', async () => {
    const list = await call('GET', '/blade-shop/billingRule/list', { query: { shopId: MERCHANT } });
    const records = (list.body.data as { records: { id: string; rangeMin: number }[] }).records;
    const second = records.find((row) => row.rangeMin === 100);
    const moved = await call('POST', '/blade-shop/billingRule/submit', { payload: { id: second?.id, rangeMin: 80 } });
    expect(moved.status).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM shop_billing_rule WHERE range_min = 100 AND is_deleted = 0')).toBe(1);
  });
});

describe('the product review', () => {
  let product = '';
  beforeAll(async () => {
    const saved = await call('POST', '/blade-merchant-product/product/save', {
      payload: { name: '洱海游船票', type: 1, merchantId: MERCHANT, comboPrice: 100, marketPrice: 120, costPrice: 80 },
    });
    expect(saved.body.code).toBe(200);
    product = String(server.db.prepare("SELECT id FROM merchant_product WHERE name = '洱海游船票'").pluck().get());
  });

  const picker = async () => {
    const page = await call('GET', '/blade-merchant-product/product/page', { query: { auditState: '1', status: '1' } });
    return (page.body.data as { records: { id: string }[] }).records.map((row) => row.id);
  };

  it('refuses to list a product not yet passed, and a rejection without its reason', async () => {
    const listed = await call('POST', '/blade-merchant-product/product/status', {
      query: { id: product, status: '1' },
    });
    expect(listed.status).toBe(400);
    expect(listed.body.msg).toBe('商品审核通过后才能上架');
    const bare = await call('POST', '/blade-merchant-product/product/audit', {
      query: { ids: product, auditState: '2' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toBe('请输入驳回原因');
    expect(count('SELECT audit_status AS n FROM merchant_product WHERE id = ?', product)).toBe(0);
  });

  it('rejects with a reason, goes back to review when edited, passes, lists and appears in the picker', async () => {
    const rejected = await call('POST', '/blade-merchant-product/product/audit', {
      query: { ids: product, auditState: '2', auditMsg: '图片不清晰' },
    });
    expect(rejected.body.code).toBe(200);
    const row = server.db
      .prepare<[string], { audit_status: number; audit_msg: string; audit_user: string }>(
        'SELECT audit_status, audit_msg, audit_user FROM merchant_product WHERE id = ?',
      )
      .get(product);
    expect(row).toMatchObject({ audit_status: 2, audit_msg: '图片不清晰' });
    expect(row?.audit_user).not.toBe('');
    const again = await call('POST', '/blade-merchant-product/product/audit', {
      query: { ids: product, auditState: '1' },
    });
    expect(again.status).toBe(400);
    expect(
      (
        await call('POST', '/blade-merchant-product/product/update', {
          payload: { id: product, name: '洱海游船票（新）' },
        })
      ).body.code,
    ).toBe(200);
    expect(count('SELECT audit_status AS n FROM merchant_product WHERE id = ?', product)).toBe(0);
    expect(await picker()).not.toContain(product);
    expect(
      (await call('POST', '/blade-merchant-product/product/audit', { query: { ids: product, auditState: '1' } })).body
        .code,
    ).toBe(200);
    expect(
      (await call('POST', '/blade-merchant-product/product/status', { query: { id: product, status: '1' } })).body.code,
    ).toBe(200);
    expect(await picker()).toContain(product);
    const scenic = await call('GET', '/blade-merchant-product/product/getScenicData');
    expect((scenic.body.data as { records: { id: string }[] }).records.map((r) => r.id)).toContain(product);
  });

  it('keeps the review steps for the audit history dialog, newest first', async () => {
    const history = await call('GET', '/blade-shop/commonAuditRecord/dialogList', {
      query: { resource: 'product', businessId: product },
    });
    const steps = history.body.data as { toState: string; remark: string }[];
    expect(steps.map((step) => step.toState)).toEqual(['1', '2']);
    expect(steps[1].remark).toBe('图片不清晰');
    const unknown = await call('GET', '/blade-shop/commonAuditRecord/dialogList', {
      query: { resource: 'nope', businessId: product },
    });
    expect(unknown.status).toBe(400);
  });

  it('lets one of 50 concurrent audits of a pending product win; the rest answer the state refusal', async () => {
    insert('merchant_product', {
      id: '870000000000000050',
      tenant_id: TENANT,
      merchant_id: MERCHANT,
      name: '并发审核商品',
      type: 1,
      trade_type: 1,
      audit_status: 0,
      status: 0,
      is_deleted: 0,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('POST', '/blade-merchant-product/product/audit', {
          query: { ids: '870000000000000050', auditState: index % 2 ? '1' : '2', auditMsg: '并发' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((answer) => answer.body.msg)).size).toBe(1);
    expect(count("SELECT COUNT(*) AS n FROM common_audit_record WHERE record_id = '870000000000000050'")).toBe(1);
  });
});

describe('reviews and the merchant picker', () => {
  it('shields the chosen reviews in one batch', async () => {
    for (const id of ['870000000000000101', '870000000000000102'])
      insert('merchant_comment', {
        id,
        tenant_id: TENANT,
        name: '游客',
        comment: '不错',
        rating: 5,
        is_shield: 0,
        is_deleted: 0,
      });
    const shielded = await call('POST', '/blade-merchant-product/comment/batchShield', {
      query: { ids: '870000000000000101,870000000000000102' },
    });
    expect(shielded.body.code).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM merchant_comment WHERE is_shield = 1')).toBe(2);
    // Read-only: not even the administrator holds a button to write a review.
    const written = await call('POST', '/blade-merchant-product/comment/submit', { payload: { comment: 'x' } });
    expect(written.status).toBe(403);
    expect(count("SELECT COUNT(*) AS n FROM merchant_comment WHERE comment = 'x'")).toBe(0);
  });

  it('offers only the caller tenant’s enabled merchants in the picker', async () => {
    const dic = await call('GET', '/blade-merchant-product/merchantInfo/getMerchantInfoDic');
    const ids = (dic.body.data as { id: string }[]).map((row) => row.id);
    expect(ids).toContain(MERCHANT);
    expect(ids).not.toContain(OTHER_TENANT_MERCHANT);
    const info = await call('GET', '/blade-merchant-product/merchantInfo/getMerchantInfo', {
      query: { id: OTHER_TENANT_MERCHANT },
    });
    expect(info.status).toBe(400);
  });
});
