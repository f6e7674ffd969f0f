import type { Database, Statement } from 'better-sqlite3';
import type { SqlParam, SqlPart } from './fact-source';

export type QueryRow = Record<string, string | number | null>;

/**
 * Runs generated SQL through a cache of prepared statements: the board's SQL varies with the scope (roll-up
 * only, roll-up plus partial days, rows of a town) but only over a handful of shapes.
 */
export const createSqlRunner = (db: Database) => {
  const cache = new Map<string, Statement<SqlParam[], QueryRow>>();
  const statement = (sql: string): Statement<SqlParam[], QueryRow> => {
    let found = cache.get(sql);
    if (!found) {
      found = db.prepare<SqlParam[], QueryRow>(sql);
      if (cache.size > 500) cache.clear();
      cache.set(sql, found);
    }
    return found;
  };
  return {
    all: (part: SqlPart): QueryRow[] => statement(part.sql).all(...part.params),
    get: (part: SqlPart): QueryRow => statement(part.sql).get(...part.params) ?? {},
  };
};

export type SqlRunner = ReturnType<typeof createSqlRunner>;

export const num = (value: string | number | null | undefined): number =>
  typeof value === 'number' ? value : Number(value ?? 0) || 0;
export const str = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
