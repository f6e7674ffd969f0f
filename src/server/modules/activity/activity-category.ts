import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

/**
 * Activity categories: the read-only number of live activities in each (`activityNumber`), `GET select` (the
 * shown categories, sorted, for the release form) and no removal of a category activities still use.
 */
export default resourceModule('activityCategory', ({ services, def }) => {
  const db = services.ctx.db;
  const counts = db.prepare<[string, string], { category_id: string; n: number }>(
    `SELECT category_id, COUNT(*) AS n FROM project_baseinfo WHERE tenant_id = ? AND is_deleted = 0
     AND category_id IN (SELECT value FROM json_each(?)) GROUP BY category_id`,
  );
  const shown = db.prepare<[string], { id: string; name: string }>(
    `SELECT id, name FROM project_category WHERE tenant_id = ? AND is_deleted = 0 AND is_show = 1 ORDER BY sort, create_time`,
  );
  return {
    hooks: {
      decorate(rows, identity) {
        if (rows.length === 0) return rows;
        const found = new Map(
          counts
            .all(identity.tenantId, JSON.stringify(rows.map((row) => String(row.id))))
            .map((row) => [row.category_id, row.n]),
        );
        return rows.map((row) => ({ ...row, activityNumber: found.get(String(row.id)) ?? 0 }));
      },
      beforeRemove(keys, identity) {
        const used = counts.all(identity.tenantId, JSON.stringify(keys)).reduce((sum, row) => sum + row.n, 0);
        if (used > 0) throw badRequest(`分类下还有${used}个活动，不能删除`);
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/select`, async (request) => {
        const identity = identityOf(request);
        return R.data(shown.all(identity.tenantId));
      });
    },
  };
});
