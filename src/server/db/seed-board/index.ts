import type { Database } from 'better-sqlite3';
import { formatDateTime } from '../clock';
import { ADMIN_TENANT } from '../seed-org';
import { loadBoardFixture } from './fixture';
import { loadBoardData, type BoardSeedResult } from './load';

export { loadBoardData, type BoardSeedOptions, type BoardSeedResult } from './load';

/** Orders of the demo seed: two years of a mid-sized platform, still seeded in a couple of seconds. */
export const DEMO_ORDERS = 50_000;

/** What a fresh database gets: generated orders (0 = none) or the hand-computable fixture (tests only). */
export type BoardSeedPlan = { kind: 'generated'; orders: number } | { kind: 'fixture' };

/**
 * How much board data a fresh database gets, from `BLADE_BOARD_SEED`: `demo` → DEMO_ORDERS, a whole number →
 * that many orders, `none` → no board rows, `fixture` → the small data set of fixture.ts whose figures the
 * end-to-end tests compute by hand (tests only: refused under NODE_ENV=production, like the other test switches).
 * Unset means demo, except under vitest (`VITEST` set), where every test server would otherwise spend seconds on
 * orders it never reads; tests that want them set the variable. Throws with a message naming the variable.
 */
export const boardSeedPlan = (env: Record<string, string | undefined> = process.env): BoardSeedPlan => {
  const value = env.BLADE_BOARD_SEED;
  if (value === undefined || value === '') return { kind: 'generated', orders: env.VITEST ? 0 : DEMO_ORDERS };
  if (value === 'fixture') {
    if (env.NODE_ENV === 'production') {
      throw new Error('BLADE_BOARD_SEED=fixture is for tests only and is refused when NODE_ENV=production');
    }
    return { kind: 'fixture' };
  }
  if (value === 'demo') return { kind: 'generated', orders: DEMO_ORDERS };
  if (value === 'none') return { kind: 'generated', orders: 0 };
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
    throw new Error(`BLADE_BOARD_SEED must be demo, none, fixture or a whole number of orders, not ${value}`);
  }
  return { kind: 'generated', orders: count };
};

/**
 * The board's data for the platform tenant: the demo data ending today (the seed's reference date is the day the
 * database is created, so the board's recent ranges show figures; the same day gives the same rows), or the
 * fixture. Null when nothing was generated.
 */
export const seedBoard = (db: Database, now = Date.now()): BoardSeedResult | null => {
  const plan = boardSeedPlan();
  if (plan.kind === 'fixture') {
    loadBoardFixture(db, ADMIN_TENANT, now);
    return null;
  }
  if (plan.orders === 0) return null;
  const stamp = formatDateTime(now);
  return loadBoardData(db, {
    tenantId: ADMIN_TENANT,
    referenceDate: stamp.slice(0, 10),
    referenceTime: stamp.slice(11),
    orders: plan.orders,
  });
};
