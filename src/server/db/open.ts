import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase, refreshPlannerStatistics } from './connection';
import { migrate } from './migrate';
import { loadMigrations } from './migrations/index';
import { seedIfEmpty } from './seed';

/** Opens (or creates) `<dataDir>/blade.db`, brings the schema up to date and seeds it when empty. */
export const openBladeDatabase = async (
  dataDir: string,
): Promise<{ db: Database; migrated: number[]; seeded: boolean }> => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(join(dataDir, 'blade.db'));
  try {
    const migrated = migrate(db, await loadMigrations());
    const seeded = await seedIfEmpty(db);
    refreshPlannerStatistics(db, 'open');
    return { db, migrated, seeded };
  } catch (error) {
    db.close();
    throw error;
  }
};
