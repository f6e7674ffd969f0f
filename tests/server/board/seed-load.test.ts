import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBladeDatabase } from '../../../src/server/db/open';
import { ageOn } from '../../../src/server/db/seed-board/calendar';
import { loadBoardData, type BoardSeedOptions, type BoardSeedResult } from '../../../src/server/db/seed-board/index';

const TENANT = '000000';
const OPTIONS: BoardSeedOptions = {
  tenantId: TENANT,
  referenceDate: '2025-06-15',
  referenceTime: '14:23:45',
  orders: 2500,
  members: 1500,
  days: 120,
};

/** Every table the loader writes, with the count of `BoardSeedResult` it adds to. */
const WRITTEN: [string, keyof BoardSeedResult][] = [
  ['merchant_category', 'categories'],
  ['merchant_info', 'merchants'],
  ['merchant_product', 'products'],
  ['merchant_distributor', 'distributors'],
  ['app_member', 'members'],
  ['app_member_visit', 'visits'],
  ['order_product', 'orders'],
];

const dirs: string[] = [];
const freshDatabase = async (): Promise<Database> => {
  const dir = await mkdtemp(join(tmpdir(), 'blade-seed-load-'));
  dirs.push(dir);
  // Under vitest a fresh database gets no generated board rows (boardSeedPlan), so the loader starts empty.
  const { db } = await openBladeDatabase(dir);
  return db;
};

/** A digest of a table's rows in insertion order, ids and all. */
const digest = (db: Database, table: string): string => {
  const hash = createHash('sha256');
  for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).raw().iterate()) {
    hash.update(`${JSON.stringify(row)}\n`);
  }
  return hash.digest('hex');
};

const count = (db: Database, sql: string): number => (db.prepare(sql).pluck().get() as number | undefined) ?? 0;

describe('loadBoardData', () => {
  let a: Database;
  let b: Database;
  let resultA: BoardSeedResult;
  let resultB: BoardSeedResult;
  let triggersBefore: number;

  beforeAll(async () => {
    a = await freshDatabase();
    b = await freshDatabase();
    triggersBefore = count(a, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'");
    a.pragma('cache_size = -4000');
    resultA = loadBoardData(a, OPTIONS);
    resultB = b.transaction(() => loadBoardData(b, OPTIONS))();
  });
  afterAll(async () => {
    a.close();
    b.close();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('writes the same rows and ids for the same options, in or out of a transaction', () => {
    expect(resultB).toEqual(resultA);
    for (const [table] of WRITTEN) expect(digest(b, table), table).toBe(digest(a, table));
    for (const table of ['board_order_day', 'board_product_month', 'board_member_ledger_day']) {
      const sql = `SELECT * FROM ${table} ORDER BY 1, 2, 3, 4`;
      expect(b.prepare(sql).raw().all(), table).toEqual(a.prepare(sql).raw().all());
    }
  });

  it('reports the rows it wrote, all in the tenant', () => {
    expect(resultA.orders).toBe(OPTIONS.orders);
    expect(resultA.members).toBe(OPTIONS.members);
    for (const [table, key] of WRITTEN) {
      expect(count(a, `SELECT COUNT(*) FROM ${table}`), table).toBe(resultA[key]);
      expect(count(a, `SELECT COUNT(*) FROM ${table} WHERE tenant_id <> '${TENANT}'`), table).toBe(0);
      expect(resultA[key], table).toBeGreaterThan(0);
    }
  });

  it('keeps orders inside the period, none after the reference time, each by a member registered by then', () => {
    expect(count(a, "SELECT COUNT(*) FROM order_product WHERE create_time > '2025-06-15 14:23:45'")).toBe(0);
    expect(count(a, "SELECT COUNT(*) FROM order_product WHERE create_time < '2025-02-16 00:00:00'")).toBe(0);
    const late = a
      .prepare(
        `SELECT COUNT(*) FROM order_product o JOIN app_member m ON m.id = o.user_id
         WHERE substr(m.register_time, 1, 10) > substr(o.create_time, 1, 10)`,
      )
      .pluck()
      .get();
    expect(late).toBe(0);
    expect(count(a, 'SELECT COUNT(*) FROM order_product WHERE user_id IS NULL')).toBe(0);
    const rows = a
      .prepare<[], { age: number; birthday: string; day: string }>(
        'SELECT o.user_age AS age, m.birthday, substr(o.create_time, 1, 10) AS day FROM order_product o JOIN app_member m ON m.id = o.user_id LIMIT 200',
      )
      .all();
    for (const row of rows) expect(row.age).toBe(ageOn(row.birthday, row.day));
  });

  it("sets each product's sale count from its paid and written-off orders", () => {
    const wrong = count(
      a,
      `SELECT COUNT(*) FROM merchant_product p
       WHERE p.sale_num <> (SELECT COALESCE(SUM(o.product_cnt), 0) FROM order_product o
                            WHERE o.product_id = p.id AND o.pay_status IN (1, 2))`,
    );
    expect(wrong).toBe(0);
    expect(count(a, 'SELECT COUNT(*) FROM merchant_product WHERE sale_num > 0')).toBeGreaterThan(0);
  });

  it('puts the roll-up triggers back and the page cache as it was', () => {
    expect(count(a, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'")).toBe(triggersBefore);
    expect(triggersBefore).toBeGreaterThan(0);
    expect(a.pragma('cache_size', { simple: true })).toBe(-4000);
  });

  it('writes different rows for a different seed', async () => {
    const c = await freshDatabase();
    try {
      loadBoardData(c, { ...OPTIONS, seed: 7 });
      expect(digest(c, 'order_product')).not.toBe(digest(a, 'order_product'));
      expect(digest(c, 'app_member')).not.toBe(digest(a, 'app_member'));
    } finally {
      c.close();
    }
  });
});
