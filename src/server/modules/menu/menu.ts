import { parseListQuery } from '../../crud/list-query';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withAnyGrant } from '../../crud/route-guards';
import { createTreeChecks } from '../../crud/tree-checks';
import { nestRows } from '../../crud/tree-nodes';
import { allOf, conditionSql } from '../../crud/where';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

/**
 * Menus (bladex-contract.md §3.4): the generic tree routes (a menu's `tree` offers menus only, never buttons) plus
 * `menu-list` (the tree without buttons) and `lazy-menu-list` (one level of it with `hasChildren`). The grant
 * trees are grant-trees.ts; the navigation every user reads is navigation.ts.
 */
export default resourceModule('menu', ({ services, def, store }) => {
  const { ctx } = services;
  const db = ctx.db;
  const tree = createTreeChecks(db, 'blade_menu', false);
  const withChildren = db.prepare<[], { parent_id: string }>(
    'SELECT DISTINCT parent_id FROM blade_menu WHERE category = 1 AND is_deleted = 0',
  );

  return {
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
    routes(app) {
      app.get('/blade-system/menu/menu-list', async (request) => {
        const identity = withAnyGrant(services, request, ['menu', 'menu_view']);
        const query = parseListQuery(def, queryOf(request));
        const where = allOf([
          store.scope(identity),
          { sql: 'category = 1', params: [] },
          ...query.conditions.map((c) => conditionSql(c)),
        ]);
        return R.data(nestRows(ctx.wire.rows(store.all(where, query.sort)), 'id', 'parentId'));
      });

      app.get('/blade-system/menu/lazy-menu-list', async (request) => {
        const identity = withAnyGrant(services, request, ['menu', 'menu_view']);
        const raw = queryOf(request);
        const parentId = typeof raw.parentId === 'string' && raw.parentId !== '' ? raw.parentId : '0';
        if (!/^\d{1,20}$/.test(parentId)) throw badRequest('参数错误: parentId 格式不正确');
        const query = parseListQuery(def, Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'parentId')));
        const where = allOf([
          store.scope(identity),
          { sql: 'category = 1 AND parent_id = ?', params: [parentId] },
          ...query.conditions.map((c) => conditionSql(c)),
        ]);
        const parents = new Set(withChildren.all().map((row) => row.parent_id));
        const rows = ctx.wire.rows(store.all(where, query.sort));
        return R.data(rows.map((row) => ({ ...row, hasChildren: parents.has(String(row.id)) })));
      });
    },
  };
});
