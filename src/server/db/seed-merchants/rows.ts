import type { Database } from 'better-sqlite3';
import { audit, AUDIT } from '../seed-board/insert';

export type SeedRow = Record<string, string | number | null>;

/**
 * Writes rows of one table with the tenant and the seed's audit columns; the columns are the first row's, so
 * every row of a call must carry the same properties. One prepared statement per call.
 */
export const writeRows = (db: Database, table: string, tenantId: string, time: string, rows: SeedRow[]): void => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const statement = db.prepare(
    `INSERT INTO ${table} (tenant_id, ${[...columns, ...AUDIT].join(', ')})
     VALUES (${['?', ...columns.map(() => '?'), ...AUDIT.map(() => '?')].join(', ')})`,
  );
  for (const row of rows) statement.run([tenantId, ...columns.map((column) => row[column]), ...audit(time)]);
};
