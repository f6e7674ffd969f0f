import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { loadMigrations } from '../../../src/server/db/migrations/index';
import { seedMenus, type SeedMenu } from '../../../src/server/db/seed-data';

const VERSION = 202611272000;
const RETIRED = ['/merchant/intro', '/merchant/photo', '/merchant/contact'];

const walk = (menus: readonly SeedMenu[]): SeedMenu[] => menus.flatMap((menu) => [menu, ...walk(menu.children ?? [])]);

// modules/merchant/README.md "Merchant menus": the intro, album and contact menus no spec names are gone.
describe('the retired merchant menus', () => {
  it('are no longer seeded', () => {
    const paths = walk(seedMenus).map((menu) => menu.path);
    for (const path of RETIRED) expect(paths).not.toContain(path);
    expect(paths).toContain('/merchant/store-manage');
  });

  it('leave older databases with their buttons, scopes and grants, keeping a menu an administrator moved', async () => {
    const db = new Database(':memory:');
    try {
      const migrations = await loadMigrations();
      migrate(
        db,
        migrations.filter((m) => m.version < VERSION),
      );
      // The role and top menu the grants name are not the point here.
      db.pragma('foreign_keys = OFF');
      const menu = db.prepare(
        'INSERT INTO blade_menu (id, parent_id, code, name, path, category) VALUES (?, ?, ?, ?, ?, ?)',
      );
      menu.run('m1', '0', 'merchant_photo', '商户相册', '/merchant/photo', 1);
      menu.run('m1b', 'm1', 'merchant_photo_add', '新增', null, 2);
      menu.run('m2', '0', 'merchant_contact', '商户联系人', '/merchant/contact', 1);
      menu.run('m3', '0', 'merchant_intro', '商户简介', '/merchant/my-intro', 1);
      menu.run('m3b', 'm3', 'merchant_intro_add', '新增', null, 2);
      menu.run('m4', '0', 'merchant_store_manage', '门店管理', '/merchant/store-manage', 1);
      const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
      for (const id of ['m1', 'm1b', 'm2', 'm3', 'm3b', 'm4']) grant.run(`g-${id}`, id, 'r1');
      db.prepare('INSERT INTO blade_top_menu_setting (id, top_menu_id, menu_id) VALUES (?, ?, ?)').run(
        't1',
        'top',
        'm1',
      );
      db.prepare('INSERT INTO blade_scope_data (id, menu_id) VALUES (?, ?)').run('s1', 'm1');
      db.prepare('INSERT INTO blade_scope_api (id, menu_id) VALUES (?, ?)').run('s2', 'm2');
      db.pragma('foreign_keys = ON');

      expect(migrate(db, migrations)).toContain(VERSION);

      const live = db
        .prepare<[], { id: string }>('SELECT id FROM blade_menu WHERE is_deleted = 0 ORDER BY id')
        .all()
        .map((row) => row.id);
      expect(live).toEqual(['m3', 'm3b', 'm4']);
      const granted = db
        .prepare<[], { menu_id: string }>('SELECT menu_id FROM blade_role_menu ORDER BY menu_id')
        .all()
        .map((row) => row.menu_id);
      expect(granted).toEqual(['m3', 'm3b', 'm4']);
      expect(db.prepare('SELECT COUNT(*) AS n FROM blade_top_menu_setting').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT is_deleted FROM blade_scope_data WHERE id = ?').get('s1')).toEqual({ is_deleted: 1 });
      expect(db.prepare('SELECT is_deleted FROM blade_scope_api WHERE id = ?').get('s2')).toEqual({ is_deleted: 1 });
    } finally {
      db.close();
    }
  });
});
