import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer } from './rollup-check';

// Issue 10's proof of a state transition on real rows: 核销 moves a paid order to written off once; the second
// call is refused naming the order and its state, and changes nothing — the order, its history, the board's roll-ups.

let server: TestServer;
let admin: string;
const NOISE = ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'];

beforeAll(async () => {
  server = await createSeededServer(60, 120);
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 120_000);
afterAll(async () => server.close());

const writeOff = (body: Record<string, string>) =>
  server.call(admin, { method: 'POST', url: '/api/blade-order/productOrder/writeOff', payload: body });

describe('writing off a product order', () => {
  it('moves a paid order to written off once, stamped; the second time is refused and changes nothing', async () => {
    const order = server.db
      .prepare<[], { id: string; order_no: string }>(
        "SELECT id, order_no FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status = 1 LIMIT 1",
      )
      .get();
    if (!order) throw new Error('no paid order seeded');
    const first = await writeOff({ id: order.id });
    expect(first.json()).toMatchObject({ code: 200, success: true });
    const row = server.db
      .prepare<[string], { pay_status: number; writeoff_date: string }>(
        'SELECT pay_status, writeoff_date FROM order_product WHERE id = ?',
      )
      .get(order.id);
    expect(row?.pay_status).toBe(2);
    expect(row?.writeoff_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const before = tableCounts(server.db, NOISE);
    const rollup = server.db.prepare('SELECT SUM(order_cnt) AS n, SUM(order_money) AS m FROM board_order_day').get();
    const second = await writeOff({ id: order.id });
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe(`「${order.order_no}」当前状态为「已核销」，不能核销`);
    expect(tableCounts(server.db, NOISE)).toEqual(before);
    expect(server.db.prepare('SELECT SUM(order_cnt) AS n, SUM(order_money) AS m FROM board_order_day').get()).toEqual(
      rollup,
    );
    const history = server.db
      .prepare("SELECT from_state, to_state FROM common_audit_record WHERE resource = 'productOrder' AND record_id = ?")
      .all(order.id);
    expect(history).toEqual([{ from_state: '1', to_state: '2' }]);
  });

  it('refuses a batch with one unpaid order whole, naming it', async () => {
    const [paid, unpaid] = ['1', '0'].map((status) =>
      server.db
        .prepare<[string], { id: string; order_no: string }>(
          "SELECT id, order_no FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status = ? LIMIT 1",
        )
        .get(status),
    );
    if (!paid || !unpaid) throw new Error('the seed lacks a paid or an unpaid order');
    const res = await writeOff({ ids: `${paid.id},${unpaid.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`「${unpaid.order_no}」当前状态为「未支付」，不能核销`);
    expect(server.db.prepare('SELECT pay_status FROM order_product WHERE id = ?').pluck().get(paid.id)).toBe(1);
  });

  it('writes off at the counter by a scanned order number once, and tells every other scan what the order is', async () => {
    const order = server.db
      .prepare<[], { id: string; order_no: string }>(
        "SELECT id, order_no FROM order_product WHERE tenant_id = '000000' AND is_deleted = 0 AND pay_status = 1 ORDER BY id DESC LIMIT 1",
      )
      .get();
    if (!order) throw new Error('no paid order seeded');
    const scan = (code: string) =>
      server.call(admin, { method: 'POST', url: '/api/blade-order/productOrder/writeOffByCode', payload: { code } });
    // 50 scans of one ticket at once (two gates): exactly one writes it off.
    const answers = await Promise.all(Array.from({ length: 50 }, () => scan(order.order_no)));
    const results = answers.map((answer) => answer.json().data.result as string);
    expect(results.filter((result) => result === 'done')).toHaveLength(1);
    // The counter prints the slip of the order it found, by its id.
    expect(answers.map((answer) => answer.json().data.id)).toEqual(answers.map(() => order.id));
    expect(results.filter((result) => result === 'used')).toHaveLength(49);
    expect(server.db.prepare('SELECT pay_status FROM order_product WHERE id = ?').pluck().get(order.id)).toBe(2);
    expect(
      server.db
        .prepare("SELECT COUNT(*) FROM common_audit_record WHERE resource = 'productOrder' AND record_id = ?")
        .pluck()
        .get(order.id),
    ).toBe(1);
    expect((await scan('NO-SUCH-ORDER')).json().data.result).toBe('notFound');
    expect((await scan('x')).json().msg).toBe('请输入或扫描订单编号/票码');
    const refunded = server.db
      .prepare<[], { order_no: string }>(
        "SELECT order_no FROM order_product WHERE tenant_id = '000000' AND pay_status = 3 LIMIT 1",
      )
      .get();
    if (refunded) expect((await scan(refunded.order_no)).json().data.result).toBe('refunded');
  });
});
