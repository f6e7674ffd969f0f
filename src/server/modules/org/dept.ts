import { identityOf } from '../../http/auth-guard';
import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { createTreeChecks } from '../../crud/tree-checks';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';
import { createOwnEntries } from './own-entries';

/**
 * Departments: the generic tree list, lazy-list, tree, detail, submit and remove, plus `lazy-tree?parentId=` and
 * `select` (own-entries.ts). `ancestors` (the comma path of parent ids) is kept by the server, for the row and,
 * when it moves, for everything below it. A department with children or users is not removed.
 */
export default resourceModule('dept', ({ services }) => {
  const { ctx } = services;
  const db = ctx.db;
  const tree = createTreeChecks(db, 'blade_dept', true);
  const ancestorsOf = db.prepare<[string, string], { ancestors: string }>(
    'SELECT ancestors FROM blade_dept WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const moveBelow = db.prepare<[string, number, string, string]>(
    `UPDATE blade_dept SET ancestors = ? || substr(ancestors, ?) WHERE tenant_id = ?
     AND (',' || ancestors || ',') LIKE '%,' || ? || ',%'`,
  );
  const usersIn = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0
     AND (',' || dept_id || ',') LIKE '%,' || ? || ',%'`,
  );

  const level = db.prepare<[string, string], { id: string; parent_id: string; dept_name: string; children: number }>(
    `SELECT d.id, d.parent_id, d.dept_name,
       (SELECT COUNT(*) FROM blade_dept c WHERE c.tenant_id = d.tenant_id AND c.parent_id = d.id AND c.is_deleted = 0) AS children
     FROM blade_dept d WHERE d.tenant_id = ? AND d.parent_id = ? AND d.is_deleted = 0 ORDER BY d.sort, d.id`,
  );
  const depts = db.prepare<[string], Row>(
    `SELECT id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort, remark, is_deleted
     FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id`,
  );
  const ownEntries = createOwnEntries(db, 'dept_id');

  return {
    hooks: {
      treeTitle: 'deptName',
      beforeWrite({ identity, values, existing }) {
        const parentId = String(values.parent_id ?? existing?.parent_id ?? '0') || '0';
        values.parent_id = parentId;
        tree.checkParent(identity.tenantId, parentId, existing ? String(existing.id) : undefined);
        values.ancestors =
          parentId === '0' ? '0' : `${ancestorsOf.get(identity.tenantId, parentId)?.ancestors ?? '0'},${parentId}`;
      },
      afterWrite({ identity, values, existing, key }) {
        // A moved department takes its whole branch along: every descendant's path gets the new prefix.
        if (!existing || existing.ancestors === values.ancestors) return;
        const oldPrefix = `${String(existing.ancestors)},${key}`;
        const newPrefix = `${String(values.ancestors)},${key}`;
        moveBelow.run(newPrefix, oldPrefix.length + 1, identity.tenantId, key);
      },
      beforeRemove(keys, identity) {
        tree.refuseWithChildren(identity.tenantId, keys);
        for (const key of keys) {
          if ((usersIn.get(identity.tenantId, key)?.n ?? 0) > 0)
            throw badRequest('该机构下存在用户,请先调整用户所属机构');
        }
      },
    },
    routes(app) {
      app.get('/blade-system/dept/lazy-tree', async (request) => {
        const identity = identityOf(request);
        const parentId = optionalId(request, 'parentId') ?? '0';
        return R.data(
          level.all(identity.tenantId, parentId).map((row) => ({
            id: row.id,
            parentId: row.parent_id,
            title: row.dept_name,
            key: row.id,
            value: row.id,
            hasChildren: row.children > 0,
          })),
        );
      });

      app.get('/blade-system/dept/select', async (request) => {
        const identity = identityOf(request);
        return R.data(ctx.wire.rows(ownEntries(request, identity, depts.all(identity.tenantId))));
      });
    },
  };
});
