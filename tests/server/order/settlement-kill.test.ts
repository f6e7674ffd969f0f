import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCliServer, startCliServer } from '../../helpers/cli-server';

/**
 * Issue 11: "a kill -9 in the middle of a settlement run leaves no half-split order". The real CLI in its own process
 * gets four runs of 500 passed ledger records each; it is killed with SIGKILL as soon as the first run answers, while
 * it works through the others. After it, every run is all or nothing: each order has its whole split and is marked
 * settled with its record, or has no part and is not, and the database passes integrity_check.
 */
const CAPTCHA = 'kill9s';
const TENANT = '000000';
const SHOP = '876000000000000001';
const BATCHES = 4;
const PER_BATCH = 500;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'blade-settle-kill9-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

/** Written-off orders (odd cents, some with a union-coupon subsidy) and their passed ledger records, per batch. */
const fixtures = (db: Database.Database): string[][] => {
  db.prepare(
    "INSERT INTO merchant_info (id, tenant_id, name, trade_type, is_deleted) VALUES (?, ?, '苍山索道', 1, 0)",
  ).run(SHOP, TENANT);
  const order = db.prepare(
    `INSERT INTO order_product (id, tenant_id, order_no, product_name, product_type, shop_id, trade_type, order_money,
       pay_money, discount_money, pay_status, pay_date, admin_status, is_deleted)
     VALUES (?, ?, ?, '苍山索道票', 1, ?, 1, ?, ?, ?, 2, '2026-11-20 10:00:00', 3, 0)`,
  );
  const ledger = db.prepare(
    'INSERT INTO order_ledger (id, tenant_id, order_no, order_money, admin_status, is_deleted) VALUES (?, ?, ?, ?, 3, 0)',
  );
  const batches: string[][] = [];
  db.transaction(() => {
    for (let b = 0; b < BATCHES; b += 1) {
      const ids: string[] = [];
      for (let i = 0; i < PER_BATCH; i += 1) {
        const n = b * PER_BATCH + i;
        const paid = (1_001 + ((n * 7_919) % 49_000)) / 100;
        const subsidy = n % 3 === 0 ? 5 : 0;
        const orderNo = `KS${String(n).padStart(7, '0')}`;
        order.run(String(876000000000100000n + BigInt(n)), TENANT, orderNo, SHOP, paid + subsidy, paid, subsidy);
        const id = String(876000000000200000n + BigInt(n));
        ledger.run(id, TENANT, orderNo, paid + subsidy);
        ids.push(id);
      }
      batches.push(ids);
    }
  })();
  return batches;
};

describe('kill -9 in the middle of a settlement run', () => {
  it('leaves every run all or nothing and no order half split', async () => {
    const { child, url } = await startCliServer(dataDir, CAPTCHA);
    const db = new Database(join(dataDir, 'blade.db'));
    try {
      const batches = fixtures(db);
      const token = await signInCliServer(url, CAPTCHA, TENANT);
      const runs = batches.map((ids) =>
        fetch(`${url}/api/blade-order/orderLedger/settle?ids=${ids.join(',')}`, {
          method: 'POST',
          headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        }).then(
          async (res) => ({ status: res.status, body: await res.text() }),
          () => null,
        ),
      );
      // The kill lands as soon as one run has answered, while the server works through the others.
      const first = await Promise.race(runs);
      child.kill('SIGKILL');
      await new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
      );
      expect(child.signalCode).toBe('SIGKILL');
      expect(first?.status).toBe(200);
      const answers = await Promise.all(runs);
      db.close();

      const after = new Database(join(dataDir, 'blade.db'));
      try {
        expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
        const statusOf = after.prepare<[string], number>('SELECT admin_status FROM order_ledger WHERE id = ?').pluck();
        const orders = after.prepare<[string], { id: string; admin_status: number; discount_money: number }>(
          `SELECT o.id, o.admin_status, o.discount_money FROM order_product o
           JOIN order_ledger l ON l.order_no = o.order_no AND l.tenant_id = o.tenant_id WHERE l.id = ?`,
        );
        const partsOf = after.prepare<[string], { source_type: number; total: number }>(
          'SELECT source_type, total FROM order_wx_fenzhang WHERE order_id = ? AND is_deleted = 0',
        );
        const settledRuns = batches.map((ids, index) => {
          const settled = ids.map((id) => statusOf.get(id) === 4);
          // A run is all or nothing.
          expect(new Set(settled).size).toBe(1);
          for (const id of ids) {
            const order = orders.get(id);
            if (!order) throw new Error(`the order of ledger ${id} is gone`);
            const parts = partsOf.all(order.id);
            if (settled[0]) {
              expect(order.admin_status).toBe(4);
              // The merchant's goods part, and the subsidy whole when there was one.
              expect(parts.filter((part) => part.source_type === 1).length).toBeGreaterThanOrEqual(1);
              const subsidy = parts.filter((part) => part.source_type === 2).reduce((sum, p) => sum + p.total, 0);
              expect(subsidy).toBe(Math.round(order.discount_money * 100));
            } else {
              expect(order.admin_status).toBe(3);
              expect(parts).toEqual([]);
            }
          }
          // What a run answered 200 to is kept.
          if (answers[index]?.status === 200) expect(settled[0]).toBe(true);
          return settled[0];
        });
        expect(settledRuns.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      } finally {
        after.close();
      }
    } finally {
      if (db.open) db.close();
      if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    }
  }, 300_000);
});
