import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer, expectRollupsExact } from './rollup-check';

// Refund and admin cancel of product orders (issue 11 item 1): guarded moves of payStatus, the refund amount
// checked against what was paid, and the union-coupon deduction given back to the buyer's welfare balance with
// its log row in the same transaction.

let server: TestServer;
let admin: string;
const NOISE = ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'];

interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  discount_money: number;
  pay_money: number;
}

beforeAll(async () => {
  server = await createSeededServer(300, 200);
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 120_000);
afterAll(async () => server.close());

const post = (path: string, payload: Record<string, unknown>) =>
  server.call(admin, { method: 'POST', url: `/api/blade-order/productOrder/${path}`, payload });

const orderWhere = (where: string, skip = 0): OrderRow => {
  const row = server.db
    .prepare<[number], OrderRow>(
      `SELECT id, order_no, user_id, discount_money, pay_money FROM order_product
       WHERE tenant_id = '000000' AND is_deleted = 0 AND ${where} ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(skip);
  if (!row) throw new Error(`the seed has no order where ${where}`);
  return row;
};
const stateOf = (id: string) =>
  server.db
    .prepare<[string], { pay_status: number; return_money: number }>(
      'SELECT pay_status, return_money FROM order_product WHERE id = ?',
    )
    .get(id);
const logsOf = (orderId: string) =>
  server.db
    .prepare(
      `SELECT welfare_user_id AS user, use_type AS useType, before_amount AS before, change_amount AS change,
        after_amount AS after, refund_id AS refundId FROM order_welfare_balance_log WHERE order_id = ?`,
    )
    .all(orderId) as {
    user: string;
    useType: number;
    before: number;
    change: number;
    after: number;
    refundId: string;
  }[];

describe('refunding a product order', () => {
  it('refunds a paid order with a union-coupon deduction in full and gives the deduction back, logged', async () => {
    const order = orderWhere('pay_status = 1 AND discount_money > 0 AND user_id IS NOT NULL');
    const res = await post('refund', { id: order.id });
    expect(res.json()).toMatchObject({ code: 200, success: true });
    expect(stateOf(order.id)).toEqual({ pay_status: 3, return_money: order.pay_money });
    const [log] = logsOf(order.id);
    expect(log).toMatchObject({ user: order.user_id, useType: 2, change: Math.round(order.discount_money * 100) });
    expect(log!.after).toBe(log!.before + log!.change);
    expect(log!.refundId).toMatch(/^\d+$/);
    const list = await server.call(admin, {
      method: 'GET',
      url: `/api/blade-order/welfareBalanceLog/list?orderNo=${order.order_no}`,
    });
    expect(list.json().data.records[0]).toMatchObject({ orderNo: order.order_no, useType: 2 });
    expectRollupsExact(server.db, 'after a refund');
  });

  it('chains a second return of the same user onto the first balance', async () => {
    const first = orderWhere('pay_status = 1 AND discount_money > 0 AND user_id IS NOT NULL');
    const again = server.db
      .prepare<[string, string], OrderRow>(
        `SELECT id, order_no, user_id, discount_money, pay_money FROM order_product
         WHERE user_id = ? AND id <> ? AND pay_status IN (0, 1) AND discount_money > 0 LIMIT 1`,
      )
      .get(first.user_id, first.id);
    await post('refund', { id: first.id, returnMoney: 0 });
    if (!again) return; // this buyer has one such order in the seed; the chain is then shown by the first test
    await post('admin/cancel', { id: again.id });
    const [a] = logsOf(first.id);
    const [b] = logsOf(again.id);
    expect(b!.before).toBe(a!.after);
  });

  it('refunds part of an order, and refuses more than was paid, a negative and a third decimal, writing nothing', async () => {
    const order = orderWhere('pay_status = 1 AND pay_money > 1', 3);
    const before = tableCounts(server.db, NOISE);
    const tooMuch = await post('refund', { id: order.id, returnMoney: order.pay_money + 0.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().msg).toBe(`退款金额不能大于实付金额${order.pay_money.toFixed(2)}元`);
    expect(tooMuch.json().data.fieldErrors.returnMoney).toBe(tooMuch.json().msg);
    const negative = await post('refund', { id: order.id, returnMoney: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().msg).toBe('不能小于0');
    const decimals = await post('refund', { id: order.id, returnMoney: '1.005' });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().msg).toBe('请输入正确的金额，最多两位小数');
    expect(tableCounts(server.db, NOISE)).toEqual(before);
    expect(stateOf(order.id)?.pay_status).toBe(1);

    const part = await post('refund', { id: order.id, returnMoney: '1.00' });
    expect(part.json().success).toBe(true);
    expect(stateOf(order.id)).toEqual({ pay_status: 3, return_money: 1 });
  });

  it('refuses an unpaid or written-off order naming its state, and a batch', async () => {
    const unpaid = orderWhere('pay_status = 0');
    const res = await post('refund', { id: unpaid.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`「${unpaid.order_no}」当前状态为「未支付」，不能退款`);
    const [a, b] = [orderWhere('pay_status = 1', 10), orderWhere('pay_status = 1', 11)];
    const batch = await post('refund', { ids: `${a.id},${b.id}` });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().msg).toBe('退款每次只能处理一笔订单');
  });

  it('lets exactly one of 20 concurrent refunds of one order through', async () => {
    const order = orderWhere('pay_status = 1 AND discount_money > 0 AND user_id IS NOT NULL', 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('refund', { id: order.id })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(logsOf(order.id)).toHaveLength(1);
  });
});

describe('50 concurrent refunds of different orders', () => {
  it('keep every welfare balance exact: one log row each, chained per buyer, ending at the start plus the coupons', async () => {
    // 50 paid orders of seven buyers, each given a union-coupon deduction of odd cents (the seed has few such).
    const paid = server.db
      .prepare<[], { id: string; pay_money: number }>(
        `SELECT id, pay_money FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status = 1
         AND user_id IS NOT NULL ORDER BY id DESC LIMIT 50`,
      )
      .all();
    expect(paid).toHaveLength(50);
    const give = server.db.prepare('UPDATE order_product SET user_id = ?, discount_money = ? WHERE id = ?');
    paid.forEach((order, index) => give.run(`e2e-buyer-${index % 7}`, ((index * 37) % 900) / 100 + 0.01, order.id));
    const orders = paid.map((order) => orderWhere(`id = '${order.id}'`));
    const buyers = [...new Set(orders.map((order) => order.user_id))];
    // Some buyers hold several of the orders, so their refunds race for one balance.
    expect(buyers.length).toBeLessThan(50);
    const balance = (user: string) =>
      server.db
        .prepare<[string], { after: number }>(
          `SELECT after_amount AS after FROM order_welfare_balance_log WHERE tenant_id = '000000'
           AND welfare_user_id = ? AND is_deleted = 0 ORDER BY change_date DESC, id DESC LIMIT 1`,
        )
        .get(user)?.after ?? 0;
    const start = new Map(buyers.map((user) => [user, balance(user)]));

    const answers = await Promise.all(orders.map((order) => post('refund', { id: order.id })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));

    for (const order of orders) {
      expect(stateOf(order.id)).toEqual({ pay_status: 3, return_money: order.pay_money });
      expect(logsOf(order.id)).toHaveLength(1);
    }
    for (const user of buyers) {
      const mine = orders.filter((order) => order.user_id === user);
      const given = mine.reduce((sum, order) => sum + Math.round(order.discount_money * 100), 0);
      const rows = mine.map((order) => logsOf(order.id)[0]!).sort((a, b) => a.before - b.before);
      // Each return starts where the one before it ended.
      rows.forEach((row, index) => {
        expect(row.after).toBe(row.before + row.change);
        if (index > 0) expect(row.before).toBe(rows[index - 1]!.after);
      });
      expect(rows[0]!.before).toBe(start.get(user));
      expect(balance(user)).toBe((start.get(user) ?? 0) + given);
    }
    expectRollupsExact(server.db, 'after 50 concurrent refunds');
  });
});

describe('cancelling a product order', () => {
  it('cancels an unpaid order, and a paid one with its money and deduction back', async () => {
    const unpaid = orderWhere('pay_status = 0');
    expect((await post('admin/cancel', { id: unpaid.id })).json().success).toBe(true);
    expect(stateOf(unpaid.id)).toEqual({ pay_status: 4, return_money: 0 });

    const paid = orderWhere('pay_status = 1 AND discount_money > 0 AND user_id IS NOT NULL', 5);
    expect((await post('admin/cancel', { id: paid.id })).json().success).toBe(true);
    expect(stateOf(paid.id)).toEqual({ pay_status: 4, return_money: paid.pay_money });
    expect(logsOf(paid.id)).toHaveLength(1);
    expectRollupsExact(server.db, 'after cancels');
  });

  it('refuses a written-off order', async () => {
    const used = orderWhere('pay_status = 2');
    const res = await post('admin/cancel', { id: used.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`「${used.order_no}」当前状态为「已核销」，不能取消订单`);
  });
});
