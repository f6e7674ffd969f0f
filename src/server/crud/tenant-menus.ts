import type { Database } from 'better-sqlite3';
import { splitIds } from '../http/wire';
import { PLATFORM_TENANT } from './grants';

export interface MenuLink {
  id: string;
  parent_id: string;
}

/**
 * The menus a selection of menus stands for: each chosen menu with everything below it (its screens and their
 * buttons) and every menu above it (the path the sidebar needs to reach it). Used for tenant packages and for the
 * default menus of a new tenant.
 */
export const menuBranches = <M extends MenuLink>(menus: readonly M[], chosen: (menu: M) => boolean): Set<string> => {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const inBranch = new Map<string, boolean>();
  const below = (menu: M): boolean => {
    const known = inBranch.get(menu.id);
    if (known !== undefined) return known;
    inBranch.set(menu.id, false);
    const parent = byId.get(menu.parent_id);
    const result = chosen(menu) || (parent !== undefined && parent !== menu && below(parent));
    inBranch.set(menu.id, result);
    return result;
  };
  const wanted = new Set<string>();
  for (const menu of menus) {
    if (!below(menu)) continue;
    for (let at: M | undefined = menu; at && !wanted.has(at.id); at = byId.get(at.parent_id)) wanted.add(at.id);
  }
  return wanted;
};

export interface TenantMenus {
  /**
   * The menu and button ids a tenant may use, or null when nothing limits it. A tenant bound to a live tenant
   * package (`tenant/package-setting`) uses only the package's menus, expanded by `menuBranches`; the platform
   * tenant 000000 is never limited (BladeX X: `tenantPackageMenu` skips the administrator's tenant).
   */
  limitFor(tenantId: string): ReadonlySet<string> | null;
  /** The ids among `menuIds` the tenant may use (all of them when nothing limits it). */
  keep(tenantId: string, menuIds: Iterable<string>): Set<string>;
}

/**
 * Tenant packages (BladeX X `blade_tenant_package`): read per call, so binding a package, changing its menus or
 * adding a menu under one of them takes effect on the tenant's next request.
 */
export const createTenantMenus = (db: Database): TenantMenus => {
  const packageMenus = db.prepare<[string], { menu_id: string | null }>(
    `SELECT p.menu_id FROM blade_tenant t
     JOIN blade_tenant_package p ON p.id = t.package_id AND p.is_deleted = 0
     WHERE t.tenant_id = ? AND t.is_deleted = 0`,
  );
  const menus = db.prepare<[], MenuLink>('SELECT id, parent_id FROM blade_menu WHERE is_deleted = 0');
  const limitFor = (tenantId: string): ReadonlySet<string> | null => {
    if (tenantId === PLATFORM_TENANT) return null;
    const bound = packageMenus.get(tenantId);
    if (!bound) return null;
    const listed = new Set(splitIds(bound.menu_id));
    return menuBranches(menus.all(), (menu) => listed.has(menu.id));
  };
  return {
    limitFor,
    keep(tenantId, menuIds) {
      const limit = limitFor(tenantId);
      const ids = new Set(menuIds);
      return limit ? new Set([...ids].filter((id) => limit.has(id))) : ids;
    },
  };
};
