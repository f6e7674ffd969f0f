import type { FastifyInstance } from 'fastify';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { createTreeChecks } from '../../crud/tree-checks';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { textParam } from './page-params';

/**
 * Strategy categories and the content category tree (spec 001 §7 `contentCategory`, `contentCategoryTree`): the
 * generic tree list, lazy list and tree, plus `lazy-tree?parentId=` (one level as TreeNodes) and `select?tag=`
 * (the shown categories of a strategy tag, flat, for the strategy form). A category with sub-categories is not
 * removed.
 */
export const contentTreeModule = (services: CrudServices, table: string, endpoint: string): ResourceModule => {
  const { db, wire } = services.ctx;
  const tree = createTreeChecks(db, table, true);
  const level = db.prepare<[string, string], { id: string; parent_id: string; name: string; children: number }>(
    `SELECT c.id, c.parent_id, c.name, (SELECT COUNT(*) FROM ${table} k WHERE k.tenant_id = c.tenant_id
       AND k.parent_id = c.id AND k.is_deleted = 0) AS children
     FROM ${table} c WHERE c.tenant_id = ? AND c.parent_id = ? AND c.is_deleted = 0 ORDER BY c.sort, c.id`,
  );
  const byTag = db.prepare<[string, string, string], Record<string, string | number | null>>(
    `SELECT id, parent_id, tag, name, sort, icon_url, is_show FROM ${table}
     WHERE tenant_id = ? AND is_deleted = 0 AND is_show = 1 AND (? = '' OR tag = ?) ORDER BY sort, id`,
  );
  return {
    hooks: {
      treeTitle: 'name',
      beforeRemove(keys, identity) {
        tree.refuseWithChildren(identity.tenantId, keys);
      },
    },
    routes(app: FastifyInstance) {
      app.get(`${endpoint}/lazy-tree`, async (request) => {
        const identity = identityOf(request);
        const parentId = optionalId(request, 'parentId') ?? '0';
        return R.data(
          level.all(identity.tenantId, parentId).map((row) => ({
            id: row.id,
            parentId: row.parent_id,
            title: row.name,
            key: row.id,
            value: row.id,
            hasChildren: row.children > 0,
          })),
        );
      });
      app.get(`${endpoint}/select`, async (request) => {
        const identity = identityOf(request);
        const tag = textParam(request, 'tag', 4);
        if (tag && !/^\d+$/.test(tag)) throw badRequest('参数错误: tag 格式不正确');
        return R.data(wire.rows(byTag.all(identity.tenantId, tag, tag)));
      });
    },
  };
};
