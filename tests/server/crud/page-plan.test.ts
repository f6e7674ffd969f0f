import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../../src/server/auth/identity';
import { createResourceStore } from '../../../src/server/crud/resource-store';
import { allOf, conditionSql, listColumnHasAny } from '../../../src/server/crud/where';
import { createIdGenerator } from '../../../src/server/db/ids';
import { openBladeDatabase } from '../../../src/server/db/open';
import { paramResource } from '../../../src/shared/resources/index';

describe('row-scanning filters', () => {
  it('are marked, and the mark survives AND and OR', () => {
    const like = conditionSql({ field: 'paramKey', column: 'param_key', op: 'like', value: 'a' });
    const left = conditionSql({ field: 'paramKey', column: 'param_key', op: 'likeLeft', value: 'a' });
    const right = conditionSql({ field: 'paramKey', column: 'param_key', op: 'likeRight', value: 'a' });
    const eq = conditionSql({ field: 'paramKey', column: 'param_key', op: 'eq', value: 'a' });
    expect([like.scansRows, left.scansRows, right.scansRows, eq.scansRows]).toEqual([true, true, undefined, undefined]);
    expect(allOf([eq, like]).scansRows).toBe(true);
    expect(allOf([eq, right]).scansRows).toBeUndefined();
    expect(listColumnHasAny('dept_id', ['1', '2']).scansRows).toBe(true);
  });
});

describe('a page under a LIKE filter', () => {
  let dir: string;
  let db: Database.Database;
  const identity = { tenantId: '000000' } as Identity;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'blade-page-plan-'));
    (await openBladeDatabase(dir)).db.close();
    db = new Database(join(dir, 'blade.db'));
    const insert = db.prepare(
      `INSERT INTO blade_param (id, param_name, param_key, param_value, remark, create_user, create_time, update_time, is_deleted)
       VALUES (?, ?, ?, '', '', '1', ?, ?, 0)`,
    );
    db.transaction(() => {
      for (let i = 0; i < 600; i += 1) {
        // Equal times in threes, so the key has to break ties the same way on both plans.
        const time = `2025-01-01 00:${String(Math.floor(i / 3) % 60).padStart(2, '0')}:${String(Math.floor(i / 180)).padStart(2, '0')}`;
        insert.run(String(5_000_000 + i), `p${i}`, `page.g${i % 4}.k${i}`, time, time);
      }
    })();
  });
  afterAll(async () => {
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('returns the same rows in the same order whether it walks the index or scans and sorts', () => {
    const store = createResourceStore(db, paramResource, createIdGenerator(Date.now), Date.now);
    const where = allOf([
      store.scope(identity),
      conditionSql({ field: 'paramKey', column: 'param_key', op: 'like', value: '.g1.' }),
    ]);
    const sort = [{ column: 'create_time', order: 'desc' as const }];
    const expected = (
      db
        .prepare(
          `SELECT id, create_time FROM blade_param WHERE is_deleted = 0 AND param_key LIKE '%.g1.%' ORDER BY create_time DESC, id DESC`,
        )
        .all() as { id: string }[]
    ).map((row) => row.id);
    expect(expected).toHaveLength(150);
    // Page 1 of 10 walks the index ((0 + 10) * 4 < 150); pages from 4 on scan; page 16 is past the end.
    const seen: string[] = [];
    for (let current = 1; current <= 16; current += 1) {
      const page = store.page(where, sort, current, 10);
      expect(page.total).toBe(150);
      seen.push(...page.rows.map((row) => String(row.id)));
    }
    expect(seen).toEqual(expected);
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...where.params) as { detail: string }[])
        .map((row) => row.detail)
        .join(' | ');
    const scanning = plan(`SELECT id FROM blade_param WHERE ${where.sql} ORDER BY ${store.orderBy(sort, true)}`);
    expect(scanning).toContain('SCAN blade_param');
    expect(scanning).not.toContain('idx_param_time');
    expect(plan(`SELECT id FROM blade_param WHERE ${where.sql} ORDER BY ${store.orderBy(sort)}`)).toContain(
      'idx_param_time',
    );
  });
});
