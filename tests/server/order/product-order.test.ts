import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer, expectRollupsExact } from './rollup-check';

// The product-order routes beyond what the generated CRUD tests cover: what an operator may change, the area
// and deal searches, the statistics, and the board's figures following writes made through the REST routes.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createSeededServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 120_000);
afterAll(async () => server.close());

type Body = { code: number; success: boolean; msg: string; data: unknown };
const get = async (url: string, query: Record<string, string> = {}, token = admin) => {
  const res = await server.call(token, { method: 'GET', url: `/api${url}`, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const post = async (url: string, options: { payload?: object; query?: Record<string, string> }, token = admin) => {
  const res = await server.call(token, { method: 'POST', url: `/api${url}`, ...options });
  return { status: res.statusCode, body: res.json() as Body };
};

interface OrderRow {
  id: string;
  order_no: string;
  pay_status: number;
  pay_date: string | null;
  order_money: number;
  pay_money: number;
  product_cnt: number;
  district_code: string;
  town_code: string;
  admin_status: number;
  remarks: string | null;
  update_user: string | null;
  is_deleted: number;
}
const orderRow = (id: string) =>
  server.db.prepare<[string], OrderRow>('SELECT * FROM order_product WHERE id = ?').get(id) as OrderRow;
/** A live deal (paid, with a pay date) of the seed: the n-th by pay date. */
const deal = (n: number): OrderRow =>
  server.db
    .prepare<[number], OrderRow>(
      'SELECT * FROM order_product WHERE is_deleted = 0 AND pay_status IN (1, 2) AND pay_date IS NOT NULL ORDER BY pay_date, id LIMIT 1 OFFSET ?',
    )
    .get(n) as OrderRow;

const counts = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);

interface Statistics {
  orderCnt: number;
  orderMoney: number;
  payMoney: number;
  welfareMoney: number;
  productCnt: number;
}
const boardFor = async (order: OrderRow) =>
  (
    await get('/blade-order/view/statistics', {
      cityCode: order.district_code,
      fromDate: (order.pay_date ?? '').slice(0, 10),
      toDate: (order.pay_date ?? '').slice(0, 10),
    })
  ).body.data as Statistics;
/** The board's month of an order: read from the month roll-up (migration 014) rather than the day rows. */
const boardMonthFor = async (order: OrderRow) => {
  const month = (order.pay_date ?? '').slice(0, 7);
  return (
    await get('/blade-order/view/statistics', {
      cityCode: order.district_code,
      fromDate: `${month}-01`,
      toDate: `${month}-28`,
    })
  ).body.data as Statistics;
};

describe('what an operator may change', () => {
  it('edits the review status and remarks, ignores what the buyer ordered and paid, and names the editor', async () => {
    const order = deal(3);
    const before = await boardFor(order);
    const res = await post('/blade-order/productOrder/submit', {
      payload: {
        id: order.id,
        adminStatus: 3,
        remarks: '台账已核对',
        payStatus: 4,
        orderMoney: 1,
        payMoney: 1,
        orderNo: 'HACKED',
        districtCode: '532925',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = orderRow(order.id);
    expect(after).toMatchObject({ admin_status: 3, remarks: '台账已核对', update_user: '1123598821738675201' });
    expect(after).toMatchObject({
      pay_status: order.pay_status,
      order_money: order.order_money,
      pay_money: order.pay_money,
      order_no: order.order_no,
      district_code: order.district_code,
    });
    // The review status is no figure of the board: its figures stay as they were.
    expect(await boardFor(order)).toEqual(before);
    const detail = await get('/blade-order/productOrder/detail', { id: order.id });
    expect(detail.body.data).toMatchObject({ adminStatus: 3, remarks: '台账已核对', updateUserName: '管理员' });
    const listed = await get('/blade-order/productOrder/list', { orderNo: order.order_no });
    expect((listed.body.data as { records: Record<string, unknown>[] }).records[0]).toMatchObject({
      id: order.id,
      updateUserName: '管理员',
    });
  });

  it('refuses a review status outside the dictionary and an over-long remark, writing nothing', async () => {
    const order = deal(4);
    const before = counts();
    const bad = await post('/blade-order/productOrder/submit', { payload: { id: order.id, adminStatus: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请选择有效的字典项');
    const long = await post('/blade-order/productOrder/submit', {
      payload: { id: order.id, remarks: 'x'.repeat(256) },
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('长度不能超过255个字符');
    expect(counts()).toEqual(before);
    expect(orderRow(order.id)).toEqual(order);
  });

  it('never adds an order: there is no add button to hold, and no row appears', async () => {
    const before = counts();
    const res = await post('/blade-order/productOrder/submit', { payload: { adminStatus: 0, remarks: '手工单' } });
    expect(res.status).toBe(403);
    expect(counts()).toEqual(before);
  });
});

describe('writes through the REST routes keep the board exact', () => {
  it('a soft delete takes the order out of its day, its month and the list at once', async () => {
    const order = deal(10);
    const dayBefore = await boardFor(order);
    const monthBefore = await boardMonthFor(order);
    const inMonth = order.pay_date !== null && order.pay_date.slice(8, 10) <= '28';
    const res = await post('/blade-order/productOrder/remove', { query: { ids: order.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderRow(order.id).is_deleted).toBe(1);
    const dayAfter = await boardFor(order);
    expect(dayAfter.orderCnt).toBe(dayBefore.orderCnt - 1);
    expect(dayAfter.productCnt).toBe(dayBefore.productCnt - order.product_cnt);
    expect(Math.round(dayAfter.orderMoney * 100)).toBe(
      Math.round(dayBefore.orderMoney * 100) - Math.round(order.order_money * 100),
    );
    const monthAfter = await boardMonthFor(order);
    expect(monthAfter.orderCnt).toBe(monthBefore.orderCnt - (inMonth ? 1 : 0));
    const detail = await get('/blade-order/productOrder/detail', { id: order.id });
    expect(detail.body.data).toEqual({});
    expectRollupsExact(server.db, 'after a remove');
  });

  it('a batch delete of several counties leaves every roll-up equal to its rows', async () => {
    const ids = [deal(20), deal(60), deal(120)].map((order) => order.id);
    const res = await post('/blade-order/productOrder/remove', { query: { ids: ids.join(',') } });
    expect(res.status).toBe(200);
    expectRollupsExact(server.db, 'after a batch remove');
  });
});

describe('searches and statistics', () => {
  it('finds a county or a town by the column of its level, and refuses a code of no level', async () => {
    const order = deal(30);
    for (const [code, column] of [
      [order.district_code, 'district_code'],
      [order.town_code, 'town_code'],
    ] as const) {
      const expected = server.db
        .prepare<[string], { n: number }>(
          `SELECT COUNT(*) AS n FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND ${column} = ?`,
        )
        .get(code)?.n;
      const page = await get('/blade-order/productOrder/list', { areaCode_equal: code, size: '1' });
      expect((page.body.data as { total: number }).total).toBe(expected);
    }
    const bad = await get('/blade-order/productOrder/list', { areaCode_equal: '53292' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('53292');
    const stats = await get('/blade-order/productOrder/statistics', { areaCode: 'abc' });
    expect(stats.status).toBe(400);
  });

  it('splits the orders into deals and the rest, and refuses any other value', async () => {
    const total = (query: Record<string, string>) =>
      get('/blade-order/productOrder/statistics', query).then((res) => (res.body.data as Statistics).orderCnt);
    const all = await total({});
    const deals = await total({ counted_equal: '1' });
    const rest = await total({ counted_equal: '0' });
    expect(deals + rest).toBe(all);
    const direct = server.db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status IN (1, 2) AND pay_date IS NOT NULL",
      )
      .get()?.n;
    expect(deals).toBe(direct);
    expect(rest).toBeGreaterThan(0);
    const bad = await get('/blade-order/productOrder/statistics', { counted_equal: '2' });
    expect(bad.status).toBe(400);
  });

  it('sums the statistics in cents: welfareMoney is the union plus the consumption coupon deductions', async () => {
    const order = deal(40);
    const stats = (await get('/blade-order/productOrder/statistics', { orderNo: order.order_no })).body
      .data as Statistics;
    const row = server.db
      .prepare<[string], { discount_money: number; shop_welfare: number }>(
        'SELECT discount_money, shop_welfare FROM order_product WHERE id = ?',
      )
      .get(order.id);
    expect(stats).toEqual({
      orderCnt: 1,
      orderMoney: order.order_money,
      payMoney: order.pay_money,
      welfareMoney: Math.round(((row?.discount_money ?? 0) + (row?.shop_welfare ?? 0)) * 100) / 100,
      productCnt: order.product_cnt,
    });
    expect(Math.round((stats.payMoney + stats.welfareMoney) * 100)).toBe(Math.round(stats.orderMoney * 100));
  });

  it('answers the statistics to the roles that may read the orders only', async () => {
    const bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
    const denied = await get('/blade-order/productOrder/statistics', {}, bigdata);
    expect(denied.status).toBe(403);
    expect((await get('/blade-order/productOrder/list', {}, bigdata)).status).toBe(403);
  });

  it('refuses a filter of the wrong shape on the statistics as the list does', async () => {
    const list = await get('/blade-order/productOrder/list', { payDate_datege: '2025-13-01 00:00:00' });
    const stats = await get('/blade-order/productOrder/statistics', { payDate_datege: '2025-13-01 00:00:00' });
    expect(list.status).toBe(400);
    expect(stats.status).toBe(400);
    expect(stats.body.msg).toBe(list.body.msg);
  });
});
