import type { Database } from 'better-sqlite3';
import { createSequentialIds } from './ids';
import { bladexIconClass } from '../../shared/bladex/menu-icons';
import { ADMIN_TENANT, MIDU_TENANT, SEED_IDS, SEED_TIME } from './seed-org';
import type { SeedMenu, SeedTopMenu } from './seed-data/types';

interface MenuEntry {
  id: string;
  code: string;
  category: 1 | 2;
  alias: string;
  /** Code of the top-level section it sits in. */
  section: string;
  /** Codes of itself and its ancestors. */
  lineage: string[];
}

/** Screens only the platform operator (tenant 000000's administrator) runs. */
const ADMIN_EXCLUDED = [
  'tool',
  'menu',
  'topmenu',
  'dict',
  'tenant',
  'tenant_package',
  'client',
  'data_scope',
  'api_scope',
  'oss',
  'sms',
];
/** Sections an ordinary user may open, read-only. */
const USER_SECTIONS = ['home', 'desk', 'content', 'merchant', 'order', 'help'];
const READ_ONLY_ALIASES = ['view', 'export'];

const insertMenus = (db: Database, menus: SeedMenu[]): MenuEntry[] => {
  const ids = createSequentialIds('1123598815738676000');
  const insert = db.prepare(`INSERT INTO blade_menu (id, parent_id, code, name, name_en, alias, path, source, sort,
    category, action, is_open, roles, remark) VALUES (@id, @parent_id, @code, @name, @name_en, @alias, @path,
    @source, @sort, @category, @action, @is_open, @roles, '')`);
  const entries: MenuEntry[] = [];
  const visit = (menu: SeedMenu, parentId: string, lineage: string[]) => {
    const id = ids.next();
    const own = [...lineage, menu.code];
    insert.run({
      id,
      parent_id: parentId,
      code: menu.code,
      name: menu.name,
      name_en: menu.nameEn,
      alias: 'menu',
      path: menu.path,
      source: bladexIconClass(menu.source),
      sort: menu.sort,
      category: 1,
      action: 0,
      is_open: menu.isOpen ?? 1,
      roles: (menu.roles ?? []).join(','),
    });
    entries.push({ id, code: menu.code, category: 1, alias: 'menu', section: own[0], lineage: own });
    for (const button of menu.buttons ?? []) {
      const buttonId = ids.next();
      insert.run({
        id: buttonId,
        parent_id: id,
        code: button.code,
        name: button.name,
        name_en: button.nameEn,
        alias: button.alias,
        path: button.path,
        source: '',
        sort: button.sort,
        category: 2,
        action: button.action,
        is_open: 1,
        roles: '',
      });
      entries.push({
        id: buttonId,
        code: button.code,
        category: 2,
        alias: button.alias,
        section: own[0],
        lineage: [...own, button.code],
      });
    }
    for (const child of menu.children ?? []) visit(child, id, own);
  };
  for (const menu of menus) visit(menu, '0', []);
  return entries;
};

/**
 * Menus and buttons, the role grants (administrator: everything; admin: all but platform-level
 * screens; user: a read-only subset; bigdata: the board only) and each tenant's top menus.
 */
export const seedMenus = (
  db: Database,
  menus: SeedMenu[],
  topMenus: SeedTopMenu[],
  roles: Record<string, Record<string, string>>,
): void => {
  const entries = insertMenus(db, menus);
  const grantIds = createSequentialIds('1123598816738677000');
  const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
  const grantWhere = (roleId: string | undefined, keep: (entry: MenuEntry) => boolean) => {
    if (!roleId) return;
    for (const entry of entries) if (keep(entry)) grant.run(grantIds.next(), entry.id, roleId);
  };
  const notExcluded = (entry: MenuEntry) => !entry.lineage.some((code) => ADMIN_EXCLUDED.includes(code));
  const readOnlyUser = (entry: MenuEntry) =>
    USER_SECTIONS.includes(entry.section) && (entry.category === 1 || READ_ONLY_ALIASES.includes(entry.alias));

  grantWhere(roles[ADMIN_TENANT]?.administrator, () => true);
  grantWhere(roles[ADMIN_TENANT]?.admin, notExcluded);
  grantWhere(roles[ADMIN_TENANT]?.user, readOnlyUser);
  grantWhere(roles[ADMIN_TENANT]?.bigdata, (entry) => entry.section === 'board');
  grantWhere(roles[MIDU_TENANT]?.admin, notExcluded);
  grantWhere(roles[MIDU_TENANT]?.user, readOnlyUser);

  const topIds = createSequentialIds('1123598817738677000');
  const insertTop = db.prepare(`INSERT INTO blade_top_menu (id, tenant_id, code, name, name_en, source, path, sort,
    create_user, create_dept, create_time, update_user, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const setting = db.prepare('INSERT INTO blade_top_menu_setting (id, top_menu_id, menu_id) VALUES (?, ?, ?)');
  for (const tenantId of [ADMIN_TENANT, MIDU_TENANT]) {
    for (const top of topMenus) {
      const topId = topIds.next();
      insertTop.run(
        topId,
        tenantId,
        top.code,
        top.name,
        top.nameEn,
        bladexIconClass(top.source),
        top.path,
        top.sort,
        SEED_IDS.adminUser,
        SEED_IDS.rootDept,
        SEED_TIME,
        SEED_IDS.adminUser,
        SEED_TIME,
      );
      // A top menu holds its sections and everything under them, as the grant tree would check them.
      for (const entry of entries) {
        if (top.menuCodes.includes(entry.section)) setting.run(topIds.next(), topId, entry.id);
      }
    }
  }
};
