import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { openBladeDatabase } from '../../src/server/db/open';
import { createIdGenerator } from '../../src/server/db/ids';
import { syncDefinitionButtons, wantedButtons } from '../../src/server/db/sync-buttons';
import { allResources } from '../../src/shared/resources';

describe('buttons of definitions', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'blade-buttons-'));
    db = (await openBladeDatabase(dir)).db;
  });
  afterAll(async () => {
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const codeRow = (code: string) =>
    db
      .prepare<[string], { id: string; parent_id: string }>(
        'SELECT id, parent_id FROM blade_menu WHERE code = ? AND is_deleted = 0',
      )
      .get(code);

  it('adds what the seed lacks once, under the screen’s menu, granted only to administrator and admin roles', () => {
    const ids = createIdGenerator(() => Date.parse('2026-11-26T12:00:00Z'));
    const added = syncDefinitionButtons(db, ids);
    expect(syncDefinitionButtons(db, ids)).toEqual([]);
    for (const code of added) {
      const row = codeRow(code);
      expect(row, code).toBeDefined();
      const roles = db
        .prepare<[string], { alias: string }>(
          'SELECT r.role_alias AS alias FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id WHERE rm.menu_id = ?',
        )
        .all(row?.id ?? '')
        .map((role) => role.alias);
      expect(
        roles.every((alias) => alias === 'administrator' || alias === 'admin'),
        code,
      ).toBe(true);
      expect(roles, code).toContain('administrator');
    }
  });

  it('leaves every definition with a menu holding every button its screens can show', () => {
    syncDefinitionButtons(
      db,
      createIdGenerator(() => Date.now()),
    );
    for (const def of allResources()) {
      for (const wanted of wantedButtons(def)) {
        const menu = db
          .prepare<[string], { id: string }>(
            'SELECT id FROM blade_menu WHERE path = ? AND category = 1 AND is_deleted = 0',
          )
          .get(wanted.menuPath);
        expect(menu, `${def.name}: menu ${wanted.menuPath}`).toBeDefined();
        expect(codeRow(wanted.code)?.parent_id, `${def.name}: ${wanted.code}`).toBe(menu?.id);
      }
    }
  });
});
