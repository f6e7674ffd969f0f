import type { Database } from 'better-sqlite3';
import {
  allResources,
  buttonCodes,
  resourceText,
  viewDefinition,
  type ResourceAction,
  type ResourceDef,
} from '../../shared/resources/index';
import type { IdGenerator } from './ids';

/** A button a definition's screen asks for. */
interface WantedButton {
  readonly menuPath: string;
  readonly code: string;
  readonly alias: string;
  readonly name: string;
  readonly nameEn: string;
  /** 1 toolbar, 2 row, 3 both (blade_menu.action). */
  readonly action: 1 | 2 | 3;
}

const STANDARD: Readonly<Record<string, { name: string; nameEn: string; action: 1 | 2 | 3 }>> = {
  add: { name: '新增', nameEn: 'Add', action: 1 },
  edit: { name: '修改', nameEn: 'Edit', action: 2 },
  delete: { name: '删除', nameEn: 'Delete', action: 3 },
  view: { name: '查看', nameEn: 'View', action: 2 },
  export: { name: '导出', nameEn: 'Export', action: 1 },
  import: { name: '导入', nameEn: 'Import', action: 1 },
};

const PLACEMENT = { toolbar: 1, row: 2, both: 3 } as const;

const actionButton = (menuPath: string, action: ResourceAction): WantedButton => ({
  menuPath,
  code: action.permission,
  alias: action.name,
  name: resourceText(action.label, {}, 'zh'),
  nameEn: resourceText(action.label, {}, 'en'),
  action: PLACEMENT[action.placement],
});

/** Every button the screens of a definition (its own and its views') can show. */
export const wantedButtons = (def: ResourceDef): WantedButton[] => {
  const screens = [...(def.menu ? [def] : []), ...(def.views ?? []).map((view) => viewDefinition(def, view))];
  return screens.flatMap((screen) => {
    const menuPath = screen.menu ?? '';
    const standard = Object.entries(buttonCodes(screen)).map(([kind, code]): WantedButton => ({
      menuPath,
      code,
      alias: kind,
      ...STANDARD[kind],
    }));
    return [...standard, ...(screen.actions ?? []).map((action) => actionButton(menuPath, action))];
  });
};

/**
 * Makes sure every button a definition's screens can show exists under its menu, so a screen never offers an
 * action no role can be granted: the seed of a fresh database has them, and a database made by an older release
 * gets the buttons of definitions (or actions) added since. A new button is granted to the platform
 * administrator and to each tenant's `admin` role that already holds its screen's menu; no other role gains
 * anything it did not have (an administrator grants it in 角色管理 → 权限设置). Menus are never created here: a
 * definition whose menu path is not in the database is skipped. Returns the codes added.
 */
export const syncDefinitionButtons = (db: Database, ids: IdGenerator, defs = allResources()): string[] => {
  const existing = db.prepare<[string], { id: string }>('SELECT id FROM blade_menu WHERE code = ? AND is_deleted = 0');
  const menuOf = db.prepare<[string], { id: string }>(
    'SELECT id FROM blade_menu WHERE path = ? AND category = 1 AND is_deleted = 0 ORDER BY id LIMIT 1',
  );
  const nextSort = db.prepare<[string], { sort: number }>(
    'SELECT COALESCE(MAX(sort), 0) + 1 AS sort FROM blade_menu WHERE parent_id = ?',
  );
  const insert = db.prepare(`INSERT INTO blade_menu (id, parent_id, code, name, name_en, alias, path, source, sort,
    category, action, is_open, roles, remark) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, 2, ?, 1, '', '')`);
  const grantees = db.prepare<[string], { role_id: string }>(
    `SELECT DISTINCT r.id AS role_id FROM blade_role r JOIN blade_role_menu rm ON rm.role_id = r.id AND rm.menu_id = ?
     WHERE r.is_deleted = 0 AND ((r.role_alias = 'administrator' AND r.tenant_id = '000000') OR r.role_alias = 'admin')`,
  );
  const grant = db.prepare('INSERT OR IGNORE INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
  const added: string[] = [];
  db.transaction(() => {
    for (const wanted of defs.flatMap(wantedButtons)) {
      if (existing.get(wanted.code)) continue;
      const menu = menuOf.get(wanted.menuPath);
      if (!menu) continue;
      const id = ids.next();
      insert.run(
        id,
        menu.id,
        wanted.code,
        wanted.name,
        wanted.nameEn,
        wanted.alias,
        `${wanted.menuPath}/${wanted.alias}`,
        nextSort.get(menu.id)?.sort ?? 1,
        wanted.action,
      );
      for (const { role_id } of grantees.all(menu.id)) grant.run(ids.next(), id, role_id);
      added.push(wanted.code);
    }
  })();
  return added;
};
