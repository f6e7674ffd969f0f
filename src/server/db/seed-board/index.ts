import type { Database } from 'better-sqlite3';
import { formatDateTime } from '../clock';
import { ADMIN_TENANT } from '../seed-org';
import { loadBoardData, type BoardSeedResult } from './load';

export { loadBoardData, type BoardSeedOptions, type BoardSeedResult } from './load';

/** Orders of the demo seed: two years of a mid-sized platform, still seeded in a couple of seconds. */
export const DEMO_ORDERS = 50_000;

/**
 * How much board data a fresh database gets, from `BLADE_BOARD_SEED`: `demo` → DEMO_ORDERS, a whole number →
 * that many orders, `none` → no board rows. Unset means demo, except under vitest (`VITEST` set), where every
 * test server would otherwise spend seconds on orders it never reads; tests that want them set the variable.
 */
export const boardSeedOrders = (
  value = process.env.BLADE_BOARD_SEED,
  underTest = Boolean(process.env.VITEST),
): number => {
  if (value === undefined || value === '') return underTest ? 0 : DEMO_ORDERS;
  if (value === 'demo') return DEMO_ORDERS;
  if (value === 'none') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
    throw new Error(`BLADE_BOARD_SEED must be demo, none or a whole number of orders, not ${value}`);
  }
  return count;
};

/**
 * The board's demo data for the platform tenant, ending today (the seed's reference date is the day the
 * database is created, so the board's recent ranges show figures; the same day gives the same rows).
 */
export const seedBoard = (db: Database, now = Date.now()): BoardSeedResult | null => {
  const orders = boardSeedOrders();
  if (orders === 0) return null;
  const stamp = formatDateTime(now);
  return loadBoardData(db, {
    tenantId: ADMIN_TENANT,
    referenceDate: stamp.slice(0, 10),
    referenceTime: stamp.slice(11),
    orders,
  });
};
