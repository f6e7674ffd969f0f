import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, md5Hex } from '../../src/server/auth/password';
import { openDatabase } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrate';
import { loadMigrations } from '../../src/server/db/migrations/index';
import { openBladeDatabase } from '../../src/server/db/open';
import { accountsWithDefaultPassword } from '../../src/server/default-passwords';

const migrations = await loadMigrations();

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'blade-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('database', () => {
  it('opens in WAL with foreign keys on, and migrations run once', async () => {
    const { db, migrated, seeded } = await openBladeDatabase(await tempDir());
    try {
      expect(migrated).toEqual(migrations.map((m) => m.version));
      expect(seeded).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(migrate(db, migrations)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('rolls back a failing migration completely', async () => {
    const db = openDatabase(join(await tempDir(), 'x.db'));
    try {
      const broken = [{ version: 1, name: 'broken', sql: 'CREATE TABLE a (x INTEGER); CREATE TABLE a (y INTEGER);' }];
      expect(() => migrate(db, broken)).toThrow();
      expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('refuses a database written by a newer version', async () => {
    const db = openDatabase(join(await tempDir(), 'x.db'));
    try {
      migrate(db, migrations);
      db.prepare(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999999999999999, 'future', '')",
      ).run();
      expect(() => migrate(db, migrations)).toThrow(/999999999999999/);
    } finally {
      db.close();
    }
  });

  it('seeds the same data (ids included) on every fresh install', async () => {
    const a = await openBladeDatabase(await tempDir());
    const b = await openBladeDatabase(await tempDir());
    try {
      for (const sql of [
        'SELECT id, code, parent_id FROM blade_menu ORDER BY id',
        'SELECT id, code, dict_key FROM blade_dict_biz ORDER BY id',
        'SELECT id, tenant_id, account, role_id, dept_id FROM blade_user ORDER BY id',
        'SELECT code, ancestors FROM blade_region ORDER BY code',
      ]) {
        expect(a.db.prepare(sql).all(), sql).toEqual(b.db.prepare(sql).all());
      }
      // Salts are random: the same password never stores the same value twice.
      const hash = "SELECT password FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'";
      expect(a.db.prepare(hash).get()).not.toEqual(b.db.prepare(hash).get());
    } finally {
      a.db.close();
      b.db.close();
    }
  });

  it('knows when the default passwords have been changed', async () => {
    const { db } = await openBladeDatabase(await tempDir());
    try {
      expect(await accountsWithDefaultPassword(db)).toEqual(['000000:admin', '000000:bigdata', '100001:admin']);
      const update = db.prepare('UPDATE blade_user SET password = ? WHERE account = ?');
      update.run(await hashPassword(md5Hex('a long new passphrase')), 'admin');
      update.run(await hashPassword(md5Hex('another new passphrase')), 'bigdata');
      expect(await accountsWithDefaultPassword(db)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
