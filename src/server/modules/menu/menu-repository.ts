import type { Database } from 'better-sqlite3';
import type { MenuNode } from '../../../shared/bladex/index';
import type { TenantMenus } from '../../crud/tenant-menus';
import { splitIds } from '../../http/wire';

export interface MenuRow {
  id: string;
  parent_id: string;
  code: string;
  name: string;
  name_en: string | null;
  alias: string;
  path: string | null;
  source: string | null;
  sort: number;
  category: 1 | 2;
  action: number;
  is_open: 1 | 2;
  roles: string | null;
  remark: string | null;
  is_deleted: number;
}

/** MenuVO as `listNodeVO` builds it: the four name fields empty, `roles` and `meta.i18n` as extras. */
export const toMenuNode = (row: MenuRow): MenuNode => ({
  id: row.id,
  parentId: row.parent_id,
  code: row.code,
  name: row.name,
  alias: row.alias,
  path: row.path ?? '',
  source: row.source ?? '',
  sort: row.sort,
  category: row.category,
  action: row.action,
  isOpen: row.is_open,
  remark: row.remark ?? '',
  isDeleted: row.is_deleted,
  roles: splitIds(row.roles),
  meta: { i18n: row.name_en ? { en: row.name_en } : {} },
  parentName: '',
  categoryName: '',
  actionName: '',
  isOpenName: '',
});

export const createMenuRepository = (db: Database, tenantMenus: TenantMenus) => {
  const allMenus = db.prepare<[], MenuRow>('SELECT * FROM blade_menu WHERE is_deleted = 0 ORDER BY sort, id');
  /** The menus and buttons the roles hold, within the tenant's package when it has one. */
  const granted = (tenantId: string, roleIds: string[]): Set<string> => {
    if (roleIds.length === 0) return new Set();
    const placeholders = roleIds.map(() => '?').join(',');
    // The role must still belong to the caller's tenant: a token never reaches another tenant's grants.
    const rows = db
      .prepare<string[], { menu_id: string }>(
        `SELECT DISTINCT rm.menu_id FROM blade_role_menu rm
         JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
         WHERE rm.role_id IN (${placeholders})`,
      )
      .all(tenantId, ...roleIds);
    return tenantMenus.keep(
      tenantId,
      rows.map((row) => row.menu_id),
    );
  };
  const topMenuSettings = db.prepare<[string, string], { menu_id: string }>(
    `SELECT s.menu_id FROM blade_top_menu_setting s
     JOIN blade_top_menu t ON t.id = s.top_menu_id AND t.is_deleted = 0 AND t.tenant_id = ?
     WHERE s.top_menu_id = ?`,
  );
  return {
    all: (): MenuRow[] => allMenus.all(),
    granted,
    /** The codes of the menus (screens and sections) the roles are granted, for per-permission figures. */
    grantedCodes: (tenantId: string, roleIds: string[]): Set<string> => {
      const ids = granted(tenantId, roleIds);
      return new Set(
        allMenus
          .all()
          .filter((row) => ids.has(row.id))
          .map((row) => row.code),
      );
    },
    topMenuMenus: (tenantId: string, topMenuId: string): Set<string> =>
      new Set(topMenuSettings.all(tenantId, topMenuId).map((row) => row.menu_id)),
  };
};
