import type { Database } from 'better-sqlite3';

/** Entries kept between two writes; past it the memo starts over (a bound, not an eviction policy). */
const MAX_ENTRIES = 2000;

export interface ReadMemo {
  /**
   * `compute()`'s value for `key` as of the database's current state: computed once, then reused until anything
   * is written (by this connection or, through `data_version`, by another process). `compute` must read only the
   * database, synchronously: a value that depends on the clock, the file system or the request stays outside.
   */
  get<T>(key: string, compute: () => T): T;
  /** How many times a value was reused, and computed (diagnostics and tests). */
  stats(): { hits: number; misses: number };
}

/**
 * A memo of database reads that can never be stale (issue 18 throughput): every lookup first reads the connection's
 * `total_changes()` (every row inserted, updated or deleted through it, triggers included) and `data_version`
 * (bumped by commits of other connections), and drops everything when either moved. So a role losing a grant, a
 * user being blocked or a token being signed out (each a write) is seen by the very next request, while a page
 * read again between writes costs one statement instead of all of its own.
 */
export const createReadMemo = (db: Database): ReadMemo => {
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const entries = new Map<string, unknown>();
  let version = '';
  let hits = 0;
  let misses = 0;
  return {
    get<T>(key: string, compute: () => T): T {
      const current = `${totalChanges.get()}:${dataVersion.get()}`;
      if (current !== version) {
        entries.clear();
        version = current;
      }
      if (entries.has(key)) {
        hits += 1;
        return entries.get(key) as T;
      }
      misses += 1;
      const value = compute();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, value);
      return value;
    },
    stats: () => ({ hits, misses }),
  };
};
