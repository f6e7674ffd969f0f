import { z } from 'zod';
import { identityOf } from '../../http/auth-guard';
import { forbidden } from '../../crud/forbidden';
import { isPlatformAdministrator, PLATFORM_TENANT, SUPER_ROLE } from '../../crud/grants';
import { parseListQuery } from '../../crud/list-query';
import { resourceModule } from '../../crud/resource-module';
import { optionalId, withButton } from '../../crud/route-guards';
import { createTreeChecks } from '../../crud/tree-checks';
import { toTreeNodes } from '../../crud/tree-nodes';
import { placeholders } from '../../crud/where';
import { badRequest } from '../../http/errors';
import { idArray } from '../../http/paging';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { Row } from '../../http/wire';
import { createOwnEntries } from './own-entries';

/** blade_role_scope.scope_category (dict scope_category). */
export const SCOPE_CATEGORY = { DATA: 1, API: 2 } as const;

/** `POST role/grant` (bladex-contract.md §3.6). `topMenuIds` of X's GrantVO is accepted and not used, as in X. */
const roleGrantBody = z.object({
  roleIds: idArray('角色').refine((ids) => ids.length > 0, '请选择角色'),
  menuIds: idArray('菜单'),
  dataScopeIds: idArray('数据权限'),
  apiScopeIds: idArray('接口权限'),
  topMenuIds: idArray('顶部菜单'),
});

/**
 * Roles: the generic tree list, detail, submit, remove and `tree`, plus `select` (own-entries.ts), `tree-by-id` and
 * `grant` (menus, data scopes and API scopes replaced per role, bladex-contract.md §3.6).
 */
export default resourceModule('role', ({ services, def, store }) => {
  const { ctx } = services;
  const db = ctx.db;
  const tree = createTreeChecks(db, 'blade_role', true);
  const roles = db.prepare<[string], Row>(
    `SELECT id, tenant_id, parent_id, role_name, sort, role_alias, is_deleted
     FROM blade_role WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id`,
  );
  const ownEntries = createOwnEntries(db, 'role_id');
  const roleInTenant = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_role WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );

  return {
    hooks: {
      treeTitle: 'roleName',
      beforeWrite({ identity, values, existing }) {
        // The alias that reads every resource belongs to the platform tenant alone.
        if (values.role_alias === SUPER_ROLE && identity.tenantId !== PLATFORM_TENANT) {
          throw badRequest('只有平台租户可以使用 administrator 角色别名');
        }
        if (values.parent_id !== undefined) {
          tree.checkParent(
            identity.tenantId,
            String(values.parent_id ?? '0'),
            existing ? String(existing.id) : undefined,
          );
        }
      },
      beforeRemove: (keys, identity) => tree.refuseWithChildren(identity.tenantId, keys),
    },
    routes(app) {
      app.get('/blade-system/role/select', async (request) => {
        const identity = identityOf(request);
        return R.data(ctx.wire.rows(ownEntries(request, identity, roles.all(identity.tenantId))));
      });

      // `tree-by-id?roleId=` (BladeX X): the role tree of the role's tenant, nested like `role/tree`. The role's
      // tenant is always the caller's: another tenant's role id (or none) finds nothing and answers an empty list.
      app.get('/blade-system/role/tree-by-id', async (request) => {
        const identity = identityOf(request);
        const roleId = optionalId(request, 'roleId');
        if (!roleId || !roleInTenant.get(identity.tenantId, roleId)) return R.data([]);
        const rows = store.all(store.scope(identity), parseListQuery(def, {}).sort);
        return R.data(toTreeNodes(ctx.wire.rows(rows), 'id', 'parentId', 'roleName'));
      });

      const existingIds = (table: string, ids: string[], extra = '') =>
        ids.length === 0
          ? []
          : db
              .prepare<unknown[], { id: string }>(
                `SELECT id FROM ${table} WHERE is_deleted = 0 ${extra} AND id IN (${placeholders(ids.length)})`,
              )
              .all(...ids)
              .map((row) => row.id);
      const heldMenus = db.prepare<unknown[], { menu_id: string }>(
        `SELECT DISTINCT rm.menu_id FROM blade_role_menu rm
     JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
     WHERE rm.role_id IN (SELECT value FROM json_each(?))`,
      );
      const clearMenus = db.prepare<[string]>('DELETE FROM blade_role_menu WHERE role_id = ?');
      const addMenu = db.prepare<[string, string, string]>(
        'INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)',
      );
      const clearScopes = db.prepare<[string]>('DELETE FROM blade_role_scope WHERE role_id = ?');
      const addScope = db.prepare<[string, number, string, string]>(
        'INSERT INTO blade_role_scope (id, scope_category, scope_id, role_id) VALUES (?, ?, ?, ?)',
      );

      app.post('/blade-system/role/grant', async (request) => {
        const identity = withButton(services, request, 'role_grant');
        const body = parseInput(roleGrantBody, request.body);
        const tenantRoles = body.roleIds.filter((id) => roleInTenant.get(identity.tenantId, id));
        if (tenantRoles.length !== body.roleIds.length) throw badRequest('所选角色不存在或已被删除');
        if (existingIds('blade_menu', body.menuIds).length !== body.menuIds.length) throw badRequest('所选菜单不存在');
        if (existingIds('blade_scope_data', body.dataScopeIds).length !== body.dataScopeIds.length) {
          throw badRequest('所选数据权限不存在');
        }
        if (existingIds('blade_scope_api', body.apiScopeIds).length !== body.apiScopeIds.length) {
          throw badRequest('所选接口权限不存在');
        }
        // Nobody hands out more than they hold, nor beyond their tenant's package (the grant tree shows others only
        // those menus).
        if (!isPlatformAdministrator(identity)) {
          const held = services.tenantMenus.keep(
            identity.tenantId,
            heldMenus.all(identity.tenantId, JSON.stringify(identity.roleIds)).map((row) => row.menu_id),
          );
          if (body.menuIds.some((id) => !held.has(id))) throw forbidden();
        }
        db.transaction(() => {
          for (const roleId of body.roleIds) {
            clearMenus.run(roleId);
            for (const menuId of body.menuIds) addMenu.run(ctx.ids.next(), menuId, roleId);
            clearScopes.run(roleId);
            for (const scopeId of body.dataScopeIds) addScope.run(ctx.ids.next(), SCOPE_CATEGORY.DATA, scopeId, roleId);
            for (const scopeId of body.apiScopeIds) addScope.run(ctx.ids.next(), SCOPE_CATEGORY.API, scopeId, roleId);
          }
        })();
        return R.status(true);
      });
    },
  };
});
