import type { Database } from 'better-sqlite3';
import { SEED_IDS } from '../seed-org';

/** Prepared INSERT for a column list; rows are passed as arrays in the same order. */
export const inserter = (db: Database, table: string, columns: readonly string[]) => {
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return (values: unknown[]): void => {
    statement.run(values);
  };
};

/** The audit columns every seeded business row ends with, and their values (`audit`) in the same order. */
export const AUDIT = [
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
];
export const audit = (time: string, status = 1): unknown[] => [
  SEED_IDS.adminUser,
  SEED_IDS.rootDept,
  time,
  SEED_IDS.adminUser,
  time,
  status,
  0,
];
