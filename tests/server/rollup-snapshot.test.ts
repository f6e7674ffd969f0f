import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { loadMigrations } from '../../src/server/db/migrations/index';
import { deltaTriggersSql, dropDeltaTriggersSql } from '../../src/server/db/rollups/member-rollups';
import { dropRollupTriggersSql, rollupTriggersSql } from '../../src/server/db/rollups/order-rollups';

// The migrations freeze the roll-up SQL as it was released; the live rules (src/server/db/rollups) are what the
// bulk loader re-creates and the board reads. They must say the same thing: when a rule changes, a new migration
// re-creates what changed, or this test fails.
const triggers = (db: Database): Record<string, string> =>
  Object.fromEntries(
    db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name",
      )
      .all()
      .map((row) => [row.name, row.sql.replace(/\s+/g, ' ').trim()]),
  );

describe('roll-up rules against the migrated schema', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'blade-rollup-'));
    db = openDatabase(join(dir, 'blade.db'));
    migrate(db, await loadMigrations());
  });
  afterAll(async () => {
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the live rules re-create exactly the triggers the migrations left', () => {
    const migrated = triggers(db);
    expect(Object.keys(migrated).length).toBeGreaterThanOrEqual(9);
    db.exec(dropRollupTriggersSql());
    db.exec(dropDeltaTriggersSql());
    db.exec(rollupTriggersSql());
    db.exec(deltaTriggersSql());
    expect(triggers(db)).toEqual(migrated);
  });
});
