import type { TreeNode } from '../../../shared/bladex/index';
import type { Identity } from '../../auth/identity';
import { isPlatformAdministrator } from '../../crud/grants';
import { routeModule } from '../../crud/resource-module';
import { idsParam, withAnyGrant } from '../../crud/route-guards';
import { R } from '../../http/r';

interface MenuTreeRow {
  id: string;
  parent_id: string;
  name: string;
  category: number;
}

interface ScopeTreeRow {
  id: string;
  menu_id: string;
  scope_name: string;
}

const node = (id: string, parentId: string, title: string): TreeNode => ({ id, parentId, title, key: id, value: id });

/** Nests TreeNodes; `hasChildren` only where there are children. */
const nest = (nodes: TreeNode[]): TreeNode[] => {
  const byId = new Map(nodes.map((item) => [item.id, item]));
  const roots: TreeNode[] = [];
  for (const item of nodes) {
    const parent = byId.get(item.parentId);
    if (parent && parent !== item) {
      (parent.children ??= []).push(item);
      parent.hasChildren = true;
    } else roots.push(item);
  }
  return roots;
};

/**
 * The grant dialogs' trees and their checked keys (bladex-contract.md §3.4): `grant-tree` and `role-tree-keys` for
 * a role's menus, data scopes and API scopes, `grant-top-tree` and `top-tree-keys` for a top menu's menus. A caller
 * is offered only what they may hand out.
 */
export default routeModule('menu-grant-trees', (app, services) => {
  const { ctx } = services;
  const db = ctx.db;
  const allMenus = db.prepare<[], MenuTreeRow>(
    'SELECT id, parent_id, name, category FROM blade_menu WHERE is_deleted = 0 ORDER BY sort, id',
  );
  const heldMenus = db.prepare<[string, string], { menu_id: string }>(
    `SELECT DISTINCT rm.menu_id FROM blade_role_menu rm
     JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
     WHERE rm.role_id IN (SELECT value FROM json_each(?))`,
  );
  const dataScopes = db.prepare<[], ScopeTreeRow>(
    'SELECT id, menu_id, scope_name FROM blade_scope_data WHERE is_deleted = 0 ORDER BY create_time, id',
  );
  const apiScopes = db.prepare<[], ScopeTreeRow>(
    'SELECT id, menu_id, scope_name FROM blade_scope_api WHERE is_deleted = 0 ORDER BY create_time, id',
  );

  /**
   * The menus a caller may hand out: all for the platform administrator, else those their roles hold within their
   * tenant's package (a tenant bound to one grants only its menus, crud/tenant-menus.ts).
   */
  const grantableMenus = (identity: Identity): MenuTreeRow[] => {
    const menus = allMenus.all();
    if (isPlatformAdministrator(identity)) return menus;
    const held = services.tenantMenus.keep(
      identity.tenantId,
      heldMenus.all(identity.tenantId, JSON.stringify(identity.roleIds)).map((row) => row.menu_id),
    );
    return menus.filter((row) => held.has(row.id));
  };

  /** Menus with scope leaves under them; branches without any scope are left out. */
  const scopeTree = (menus: MenuTreeRow[], scopes: ScopeTreeRow[]): TreeNode[] => {
    const byId = new Map(menus.map((row) => [row.id, row]));
    const keep = new Set<string>();
    for (const scope of scopes) {
      for (let row = byId.get(scope.menu_id); row && !keep.has(row.id); row = byId.get(row.parent_id)) keep.add(row.id);
    }
    const nodes = menus.filter((row) => keep.has(row.id)).map((row) => node(row.id, row.parent_id, row.name));
    const leaves = scopes
      .filter((scope) => keep.has(scope.menu_id))
      .map((scope) => node(scope.id, scope.menu_id, scope.scope_name));
    return nest([...nodes, ...leaves]);
  };

  app.get('/blade-system/menu/grant-tree', async (request) => {
    const identity = withAnyGrant(services, request, ['role', 'role_grant']);
    const menus = grantableMenus(identity);
    return R.data({
      menu: nest(menus.map((row) => node(row.id, row.parent_id, row.name))),
      dataScope: scopeTree(menus, dataScopes.all()),
      apiScope: scopeTree(menus, apiScopes.all()),
    });
  });

  const roleMenus = db.prepare<[string, string], { id: string }>(
    `SELECT DISTINCT rm.menu_id AS id FROM blade_role_menu rm
     JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
     WHERE rm.role_id IN (SELECT value FROM json_each(?))`,
  );
  const roleScopes = db.prepare<[string, number, string], { id: string }>(
    `SELECT DISTINCT rs.scope_id AS id FROM blade_role_scope rs
     JOIN blade_role r ON r.id = rs.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
     WHERE rs.scope_category = ? AND rs.role_id IN (SELECT value FROM json_each(?))`,
  );

  app.get('/blade-system/menu/role-tree-keys', async (request) => {
    const identity = withAnyGrant(services, request, ['role', 'role_grant']);
    const roleIds = JSON.stringify(idsParam(request, 'roleIds', '角色'));
    return R.data({
      menu: roleMenus.all(identity.tenantId, roleIds).map((row) => row.id),
      dataScope: roleScopes.all(identity.tenantId, 1, roleIds).map((row) => row.id),
      apiScope: roleScopes.all(identity.tenantId, 2, roleIds).map((row) => row.id),
    });
  });

  app.get('/blade-system/menu/grant-top-tree', async (request) => {
    const identity = withAnyGrant(services, request, ['topmenu', 'topmenu_setting']);
    const menus = grantableMenus(identity).filter((row) => row.category === 1);
    return R.data({ menu: nest(menus.map((row) => node(row.id, row.parent_id, row.name))) });
  });

  const topMenuKeys = db.prepare<[string, string], { id: string }>(
    `SELECT DISTINCT s.menu_id AS id FROM blade_top_menu_setting s
     JOIN blade_top_menu t ON t.id = s.top_menu_id AND t.is_deleted = 0 AND t.tenant_id = ?
     WHERE s.top_menu_id IN (SELECT value FROM json_each(?))`,
  );

  app.get('/blade-system/menu/top-tree-keys', async (request) => {
    const identity = withAnyGrant(services, request, ['topmenu', 'topmenu_setting']);
    const topMenuIds = JSON.stringify(idsParam(request, 'topMenuIds', '顶部菜单'));
    return R.data({ menu: topMenuKeys.all(identity.tenantId, topMenuIds).map((row) => row.id) });
  });
});
