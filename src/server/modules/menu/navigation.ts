import { z } from 'zod';
import type { MenuNode } from '../../../shared/bladex/index';
import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { buildTree } from '../../http/wire';
import type { Identity } from '../../auth/identity';
import { createMenuRepository, toMenuNode, type MenuRow } from './menu-repository';

const routesQuery = z.object({
  topMenuId: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional()
    .or(z.literal('')),
});

/** Visible when the menu lists no roles or one of the caller's (spec 000 §6). */
const allowedFor = (row: MenuRow, aliases: string[]): boolean => {
  const roles = (row.roles ?? '').split(',').filter(Boolean);
  return roles.length === 0 || roles.some((role) => aliases.includes(role));
};

/**
 * The navigation every signed-in user reads (bladex-contract.md §3.2–3.4): `menu/routes`, `menu/buttons` and
 * `menu/top-menu`, from the token's roles only (within the tenant's package). The menu screen is menu.ts.
 */
export default routeModule('menu-navigation', (app, { ctx, tenantMenus }) => {
  const menus = createMenuRepository(ctx.db, tenantMenus);

  /**
   * The menu rows (category 1) the caller sees, optionally within one top menu: the granted ones with their
   * ancestors (a granted child brings the path to it), minus every branch a role restriction hides.
   */
  const visibleMenus = (identity: Identity, topMenuId: string | null): MenuRow[] => {
    const all = menus.all().filter((row) => row.category === 1);
    const byId = new Map(all.map((row) => [row.id, row]));
    let granted = menus.granted(identity.tenantId, identity.roleIds);
    if (topMenuId) {
      const inTop = menus.topMenuMenus(identity.tenantId, topMenuId);
      granted = new Set([...granted].filter((id) => inTop.has(id)));
    }
    const wanted = new Set<string>();
    for (const id of granted) {
      for (let row = byId.get(id); row && !wanted.has(row.id); row = byId.get(row.parent_id)) wanted.add(row.id);
    }
    const visible = new Map<string, boolean>();
    const isVisible = (row: MenuRow): boolean => {
      const known = visible.get(row.id);
      if (known !== undefined) return known;
      const parent = byId.get(row.parent_id);
      const result =
        allowedFor(row, identity.roleAliases) && (row.parent_id === '0' || (parent !== undefined && isVisible(parent)));
      visible.set(row.id, result);
      return result;
    };
    return all.filter((row) => wanted.has(row.id) && isVisible(row));
  };

  app.get('/blade-system/menu/routes', async (request) => {
    const identity = identityOf(request);
    const { topMenuId } = parseInput(routesQuery, request.query);
    return R.data(buildTree<MenuNode>(visibleMenus(identity, topMenuId || null).map(toMenuNode)));
  });

  app.get('/blade-system/menu/buttons', async (request) => {
    const identity = identityOf(request);
    const all = menus.all();
    const byId = new Map(all.map((row) => [row.id, row]));
    const granted = menus.granted(identity.tenantId, identity.roleIds);
    const parents = new Map<string, MenuNode>();
    for (const row of all) {
      if (row.category !== 2 || !granted.has(row.id)) continue;
      const parentRow = byId.get(row.parent_id);
      if (!parentRow) continue;
      let parent = parents.get(parentRow.id);
      if (!parent) {
        parent = toMenuNode(parentRow);
        parents.set(parentRow.id, parent);
      }
      (parent.children ??= []).push(toMenuNode(row));
    }
    const list = [...parents.values()].sort((a, b) => a.sort - b.sort);
    return R.data(list);
  });

  app.get('/blade-system/menu/top-menu', async (request) => {
    const identity = identityOf(request);
    const rows = ctx.db
      .prepare<[string], Record<string, string | number | null>>(
        'SELECT * FROM blade_top_menu WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id',
      )
      .all(identity.tenantId);
    // A top menu under which the caller sees nothing is not offered (issue 19): it would open an empty sidebar.
    const offered = rows.filter((row) => visibleMenus(identity, String(row.id)).length > 0);
    return R.data(
      offered.map((row) => ({
        ...ctx.wire.row(row),
        meta: { i18n: typeof row.name_en === 'string' && row.name_en ? { en: row.name_en } : {} },
      })),
    );
  });
});
