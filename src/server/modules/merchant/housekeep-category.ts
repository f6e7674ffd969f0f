import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

/**
 * Housekeeping categories: `categoryList` answers the enabled ones in order as `{id, name, image}` (the service
 * form's choices); a category that still has services is not removed, and the refusal says how many.
 */
export default resourceModule('housekeepCategory', ({ services, def }) => {
  const enabled = services.ctx.db.prepare<[string], Row>(
    `SELECT id, name, image FROM housekeep_category WHERE tenant_id = ? AND is_deleted = 0 AND is_enable = 1
     ORDER BY sort, id`,
  );
  const used = services.ctx.db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM housekeep_info WHERE tenant_id = ? AND is_deleted = 0
     AND category_id IN (SELECT value FROM json_each(?))`,
  );
  return {
    hooks: {
      beforeRemove(keys, identity) {
        const n = used.get(identity.tenantId, JSON.stringify(keys))?.n ?? 0;
        if (n > 0) throw badRequest(`该分类下还有${n}个家政服务，不能删除`);
      },
    },
    routes(app) {
      app.get('/blade-city/housekeepCategory/categoryList', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(services.ctx.wire.rows(enabled.all(identity.tenantId)));
      });
    },
  };
});
