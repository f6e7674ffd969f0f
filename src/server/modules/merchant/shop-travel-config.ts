import { resourceText } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { queryOf } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { auditCounter } from './audit-counts';

const PENDING = 0;
const PASSED = 1;

const configTypeOf = (raw: unknown): number | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const type = Number(raw);
  if (!Number.isInteger(type) || type < 1 || type > 4) throw badRequest('参数错误: configType 不正确');
  return type;
};

/**
 * Merchant travel configs: `selectTravelPage` is the list (by `configType`), `getDataCount?configType=` the count per
 * review state; an edit (`update`) sends the config back to review and off the shelf, and only a passed config is
 * put on the shelf (`putaway`).
 */
export default resourceModule('shopTravelConfig', ({ services, def }) => {
  const counts = auditCounter(services.ctx.db, 'shop_travel_config', true);
  return {
    listAliases: ['selectTravelPage'],
    hooks: {
      beforeWrite({ mode, values }) {
        if (mode !== 'update') return;
        values.audit_status = PENDING;
        values.putaway = 0;
      },
      actions: {
        putaway: {
          before({ rows, input }) {
            if (String(input.putaway) !== '1') return;
            if (rows.some((row) => row.audit_status !== PASSED))
              throw badRequest(resourceText('res.merchant.shopTravelConfig.rules.putawayPending'));
          },
        },
      },
    },
    routes(app) {
      app.get('/blade-shop/shopTravelConfig/getDataCount', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(counts(identity.tenantId, configTypeOf(queryOf(request).configType)));
      });
    },
  };
});
