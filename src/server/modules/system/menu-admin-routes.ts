import type { FastifyInstance } from 'fastify';
import type { TreeNode } from '../../../shared/bladex/index';
import { menuResource, topMenuResource } from '../../../shared/resources/index';
import type { Identity } from '../../auth/identity';
import { crudRoutes } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import { isPlatformAdministrator } from '../../crud/grants';
import { parseListQuery } from '../../crud/list-query';
import type { ResourceStore } from '../../crud/resource-store';
import { nestRows } from '../../crud/tree-nodes';
import { allOf, conditionSql } from '../../crud/where';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { topMenuGrantBody } from './grant-input';
import { idsParam, queryOf, withAnyGrant, withButton } from './guards';
import { createTreeChecks } from './tree-checks';

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
 * Menus and top menus: the generic routes plus the menu-only lists, the grant trees and their checked keys
 * (bladex-contract.md §3.4), and `topmenu/grant`.
 */
export const menuAdminRoutes = async (
  app: FastifyInstance,
  { services }: { services: CrudServices },
): Promise<void> => {
  const { ctx } = services;
  const db = ctx.db;
  const tree = createTreeChecks(db, 'blade_menu', false);
  let menuStore: ResourceStore | undefined;

  await app.register(crudRoutes, {
    services,
    def: menuResource,
    onStore: (store) => {
      menuStore = store;
    },
    hooks: {
      treeTitle: 'name',
      treeFilter: { sql: 'category = 1', params: [] },
      beforeWrite({ identity, values, existing }) {
        if (values.parent_id !== undefined) {
          tree.checkParent(
            identity.tenantId,
            String(values.parent_id ?? '0'),
            existing ? String(existing.id) : undefined,
          );
        }
        // A menu has no button function; the form hides the field for it.
        const category = values.category ?? existing?.category;
        if (Number(category) === 1) values.action = 0;
      },
      beforeRemove: (keys, identity) => tree.refuseWithChildren(identity.tenantId, keys),
    },
  });

  await app.register(crudRoutes, {
    services,
    def: topMenuResource,
    hooks: {},
  });

  const store = (): ResourceStore => {
    if (!menuStore) throw new Error('menu store not ready');
    return menuStore;
  };

  // `menu-list`: the menu tree without buttons; `lazy-menu-list`: one level of it with hasChildren.
  app.get('/blade-system/menu/menu-list', async (request) => {
    const identity = withAnyGrant(services, request, ['menu', 'menu_view']);
    const query = parseListQuery(menuResource, queryOf(request));
    const where = allOf([
      store().scope(identity),
      { sql: 'category = 1', params: [] },
      ...query.conditions.map((c) => conditionSql(c)),
    ]);
    return R.data(nestRows(ctx.wire.rows(store().all(where, query.sort)), 'id', 'parentId'));
  });

  app.get('/blade-system/menu/lazy-menu-list', async (request) => {
    const identity = withAnyGrant(services, request, ['menu', 'menu_view']);
    const raw = queryOf(request);
    const parentId = typeof raw.parentId === 'string' && raw.parentId !== '' ? raw.parentId : '0';
    if (!/^\d{1,20}$/.test(parentId)) throw badRequest('参数错误: parentId 格式不正确');
    const query = parseListQuery(
      menuResource,
      Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'parentId')),
    );
    const where = allOf([
      store().scope(identity),
      { sql: 'category = 1 AND parent_id = ?', params: [parentId] },
      ...query.conditions.map((c) => conditionSql(c)),
    ]);
    const withChildren = new Set(
      db
        .prepare<[], { parent_id: string }>(
          'SELECT DISTINCT parent_id FROM blade_menu WHERE category = 1 AND is_deleted = 0',
        )
        .all()
        .map((row) => row.parent_id),
    );
    const rows = ctx.wire.rows(store().all(where, query.sort));
    return R.data(rows.map((row) => ({ ...row, hasChildren: withChildren.has(String(row.id)) })));
  });

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
    const identity = withAnyGrant(services, request, ['topmenu', 'topmenu_grant']);
    const menus = grantableMenus(identity).filter((row) => row.category === 1);
    return R.data({ menu: nest(menus.map((row) => node(row.id, row.parent_id, row.name))) });
  });

  const topMenuKeys = db.prepare<[string, string], { id: string }>(
    `SELECT DISTINCT s.menu_id AS id FROM blade_top_menu_setting s
     JOIN blade_top_menu t ON t.id = s.top_menu_id AND t.is_deleted = 0 AND t.tenant_id = ?
     WHERE s.top_menu_id IN (SELECT value FROM json_each(?))`,
  );

  app.get('/blade-system/menu/top-tree-keys', async (request) => {
    const identity = withAnyGrant(services, request, ['topmenu', 'topmenu_grant']);
    const topMenuIds = JSON.stringify(idsParam(request, 'topMenuIds', '顶部菜单'));
    return R.data({ menu: topMenuKeys.all(identity.tenantId, topMenuIds).map((row) => row.id) });
  });

  const topInTenant = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_top_menu WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const menuExists = db.prepare<[string], { id: string }>('SELECT id FROM blade_menu WHERE id = ? AND is_deleted = 0');
  const clearTop = db.prepare<[string]>('DELETE FROM blade_top_menu_setting WHERE top_menu_id = ?');
  const addTop = db.prepare<[string, string, string]>(
    'INSERT INTO blade_top_menu_setting (id, top_menu_id, menu_id) VALUES (?, ?, ?)',
  );

  app.post('/blade-system/topmenu/grant', async (request) => {
    const identity = withButton(services, request, 'topmenu_grant');
    const body = parseInput(topMenuGrantBody, request.body);
    if (!body.topMenuIds.every((id) => topInTenant.get(identity.tenantId, id)))
      throw badRequest('所选顶部菜单不存在或已被删除');
    if (!body.menuIds.every((id) => menuExists.get(id))) throw badRequest('所选菜单不存在');
    db.transaction(() => {
      for (const topId of body.topMenuIds) {
        clearTop.run(topId);
        for (const menuId of body.menuIds) addTop.run(ctx.ids.next(), topId, menuId);
      }
    })();
    return R.status(true);
  });
};
