import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';

// Issue 11's settlement run: the ledger's passed records settled into profit splits that add up to the cent, all or
// nothing, never twice (also under 50 concurrent runs), refusals naming the order.

let server: TestServer;
let admin: string;
const TENANT = '000000';
const SHOP = '873000000000000001';
const NOISE = ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'];
let sequence = 0;

const insert = (table: string, values: Record<string, string | number | null>) => {
  const names = Object.keys(values);
  server.db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .run(...names.map((name) => values[name]));
};

/** An order and its passed ledger record; answers the ledger id. */
const orderWithLedger = (order: {
  orderMoney: number;
  payMoney: number;
  discountMoney?: number;
  payStatus?: number;
  distributor?: string;
}): { ledgerId: string; orderId: string; orderNo: string } => {
  sequence += 1;
  const orderId = String(873000000000001000n + BigInt(sequence));
  const ledgerId = String(873000000000002000n + BigInt(sequence));
  const orderNo = `JS${String(sequence).padStart(6, '0')}`;
  insert('order_product', {
    id: orderId,
    tenant_id: TENANT,
    order_no: orderNo,
    product_name: '洱海游船票',
    product_type: 1,
    shop_id: SHOP,
    trade_type: 1,
    order_money: order.orderMoney,
    pay_money: order.payMoney,
    discount_money: order.discountMoney ?? 0,
    pay_status: order.payStatus ?? 2,
    pay_date: '2026-11-20 10:00:00',
    distributor_id: order.distributor ?? null,
    admin_status: 3,
    is_deleted: 0,
  });
  insert('order_ledger', {
    id: ledgerId,
    tenant_id: TENANT,
    order_no: orderNo,
    order_money: order.orderMoney,
    admin_status: 3,
    is_deleted: 0,
  });
  return { ledgerId, orderId, orderNo };
};

const settle = (ids: string) =>
  server.call(admin, { method: 'POST', url: `/api/blade-order/orderLedger/settle?ids=${ids}`, payload: {} });
const partsOf = (orderId: string) =>
  server.db
    .prepare<[string], { source_type: number; type: number; total: number; remain: number; fengzhang_status: number }>(
      `SELECT source_type, type, total, remain, fengzhang_status FROM order_wx_fenzhang
       WHERE order_id = ? AND is_deleted = 0 ORDER BY source_type, type`,
    )
    .all(orderId);
const statusOf = (table: string, id: string) =>
  server.db.prepare<[string], { admin_status: number }>(`SELECT admin_status FROM ${table} WHERE id = ?`).get(id)
    ?.admin_status;

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  insert('merchant_info', { id: SHOP, tenant_id: TENANT, name: '洱海游船', trade_type: 1, is_deleted: 0 });
  for (const [id, min, max, ratio] of [
    ['873000000000000011', 0, 100, 6],
    ['873000000000000012', 100, 1000, 4.5],
  ] as const)
    insert('shop_billing_rule', {
      id,
      tenant_id: TENANT,
      shop_id: SHOP,
      range_min: min,
      range_max: max,
      billing_ratio: ratio,
      is_deleted: 0,
    });
  insert('order_ledger_setting', {
    id: '873000000000000021',
    tenant_id: TENANT,
    shop_id: SHOP,
    settle_cycle: 15,
    is_deleted: 0,
  });
});
afterAll(async () => server.close());

describe('the settlement run', () => {
  it("splits an order by its shop's billing range, to the cent, and marks it settled", async () => {
    const { ledgerId, orderId } = orderWithLedger({
      orderMoney: 100.01,
      payMoney: 90.01,
      discountMoney: 10,
      distributor: '873000000000000031',
    });
    const answer = await settle(ledgerId);
    expect(answer.json()).toMatchObject({ success: true });
    // ¥90.01 at 4.5 % with a 5 % distributor: 81.46 + 4.50 (+ 4.05 the platform keeps); the ¥10 subsidy whole.
    expect(partsOf(orderId)).toEqual([
      { source_type: 1, type: 1, total: 8146, remain: 8146, fengzhang_status: 1 },
      { source_type: 1, type: 2, total: 450, remain: 450, fengzhang_status: 1 },
      { source_type: 2, type: 1, total: 1000, remain: 1000, fengzhang_status: 1 },
    ]);
    expect([statusOf('order_ledger', ledgerId), statusOf('order_product', orderId)]).toEqual([4, 4]);
    const cycle = server.db
      .prepare<[string], { c: number }>('SELECT DISTINCT fenzhang_cycle AS c FROM order_wx_fenzhang WHERE order_id = ?')
      .all(orderId);
    expect(cycle).toEqual([{ c: 15 }]);
    // The split list answers the stored cents (the money field's unit; the screens show yuan).
    const list = await server.call(admin, {
      method: 'GET',
      url: '/api/blade-order/orderWxFenzhang/list',
      query: { orderId_like: orderId },
    });
    const totals = (list.json().data.records as { total: number }[]).map((row) => row.total).sort((a, b) => a - b);
    expect(totals).toEqual([450, 1000, 8146]);
  });

  it('refuses a second run of the same record and writes nothing', async () => {
    const { ledgerId, orderNo } = orderWithLedger({ orderMoney: 50, payMoney: 50 });
    expect((await settle(ledgerId)).json().success).toBe(true);
    const before = tableCounts(server.db, NOISE);
    const again = await settle(ledgerId);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(`「${orderNo}」当前状态为「已分账」，不能结算`);
    expect(tableCounts(server.db, NOISE)).toEqual(before);
  });

  it('settles a batch all or nothing: an order not written off refuses the whole run, naming it', async () => {
    const good = orderWithLedger({ orderMoney: 12.34, payMoney: 12.34 });
    const unused = orderWithLedger({ orderMoney: 20, payMoney: 20, payStatus: 1 });
    const before = tableCounts(server.db, NOISE);
    const answer = await settle(`${good.ledgerId},${unused.ledgerId}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toBe(`订单「${unused.orderNo}」已支付未核销，只有已核销的订单才能结算`);
    expect(tableCounts(server.db, NOISE)).toEqual(before);
    expect(partsOf(good.orderId)).toEqual([]);
    expect(statusOf('order_ledger', good.ledgerId)).toBe(3);
  });

  it('refuses a record whose order is gone, and one whose order was already split', async () => {
    const gone = orderWithLedger({ orderMoney: 8, payMoney: 8 });
    server.db.prepare('UPDATE order_product SET is_deleted = 1 WHERE id = ?').run(gone.orderId);
    expect((await settle(gone.ledgerId)).json().msg).toBe(`订单编号「${gone.orderNo}」不存在，不能结算`);
    const split = orderWithLedger({ orderMoney: 9, payMoney: 9 });
    insert('order_wx_fenzhang', {
      id: '873000000000009001',
      tenant_id: TENANT,
      order_no: split.orderNo,
      order_id: split.orderId,
      source_type: 1,
      type: 1,
      total: 900,
      remain: 0,
      fengzhang_status: 2,
      is_deleted: 0,
    });
    expect((await settle(split.ledgerId)).json().msg).toBe(`订单「${split.orderNo}」已分账，不能重复结算`);
  });

  it('of 50 concurrent runs of one record exactly one settles it, and its parts are written once', async () => {
    const { ledgerId, orderId } = orderWithLedger({ orderMoney: 777.77, payMoney: 777.77 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => settle(ledgerId)));
    expect(answers.filter((answer) => answer.json().success === true)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(49);
    const parts = partsOf(orderId);
    expect(parts).toHaveLength(1);
    // 777.77 at 4.5 %: the merchant's 742.77 (the platform keeps 35.00).
    expect(parts[0]?.total).toBe(74277);
  });
});
