import type { Database } from 'better-sqlite3';
import { formatDateTime } from '../clock';
import { createRandom, type Random } from '../seed-board/random';
import { SEED_IDS } from '../seed-org';

/** What every part of the members-domain seed shares: the database, the tenant, one random stream and one id line. */
export interface DomainSeed {
  readonly db: Database;
  readonly tenantId: string;
  readonly random: Random;
  /** The seed's day (`yyyy-MM-dd`) and the milliseconds of its midnight: data runs up to it. */
  readonly today: string;
  readonly todayMs: number;
  /** Deterministic snowflake-shaped ids. */
  nextId(): string;
  /** Inserts a row given as column → value, with the tenant and audit columns filled. */
  insert(table: string, row: Record<string, unknown>, time?: string): string;
}

export const DAY_MS = 86_400_000;

export const createDomainSeed = (db: Database, tenantId: string, now: number): DomainSeed => {
  const random = createRandom(20261115);
  const today = formatDateTime(now).slice(0, 10);
  const [year, month, day] = today.split('-').map(Number);
  const todayMs = new Date(year, month - 1, day).getTime();
  let sequence = 0;
  const statements = new Map<string, ReturnType<Database['prepare']>>();
  const nextId = () => String(7_700_000_000_000_000_000n + BigInt(++sequence));
  return {
    db,
    tenantId,
    random,
    today,
    todayMs,
    nextId,
    insert(table, row, time = `${today} 08:00:00`) {
      const id = typeof row.id === 'string' ? row.id : nextId();
      const full: Record<string, unknown> = {
        id,
        tenant_id: tenantId,
        create_user: SEED_IDS.adminUser,
        create_dept: SEED_IDS.rootDept,
        create_time: time,
        update_user: SEED_IDS.adminUser,
        update_time: time,
        is_deleted: 0,
        ...row,
      };
      const names = Object.keys(full);
      const key = `${table}:${names.join(',')}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      statement.run(names.map((name) => full[name]));
      return id;
    },
  };
};

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of the day `offset` days from the seed's day (negative: before). */
export const dayOf = (seed: DomainSeed, offset: number): string => {
  const d = new Date(seed.todayMs + offset * DAY_MS + 12 * 3_600_000);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
};
