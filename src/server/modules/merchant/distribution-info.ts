import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';
import { auditCounter } from './audit-counts';

/**
 * Distributors: `getDataCount` the count per review state (the list's tabs), `listDict` the passed ones as
 * `{id, name}` for the pickers of orders and products.
 */
export default resourceModule('distributionInfo', ({ services, def }) => {
  const counts = auditCounter(services.ctx.db, 'shop_distribution_info');
  const passed = services.ctx.db.prepare<[string], Row>(
    `SELECT id, name FROM shop_distribution_info WHERE tenant_id = ? AND is_deleted = 0 AND audit_status = 1
     ORDER BY name, id`,
  );
  return {
    routes(app) {
      const base = '/blade-shop/distributionInfo';
      app.get(`${base}/getDataCount`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(counts(identity.tenantId));
      });
      app.get(`${base}/listDict`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(services.ctx.wire.rows(passed.all(identity.tenantId)));
      });
    },
  };
});
