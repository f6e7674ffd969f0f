import type { Database } from 'better-sqlite3';
import { formatDateTime } from './clock';
import type { Migration } from './migrations/index';

/**
 * Applies the migrations the database has not seen yet, each in its own transaction, and records
 * them in `schema_migrations`. Returns the versions applied.
 */
export const migrate = (db: Database, migrations: readonly Migration[]): number[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const newest = Math.max(0, ...applied);
  const known = Math.max(0, ...migrations.map((m) => m.version));
  if (newest > known) {
    throw new Error(`数据库版本 ${newest} 高于本程序支持的版本 ${known}，请升级程序`);
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, formatDateTime(Date.now()));
    })();
    done.push(migration.version);
  }
  return done;
};
