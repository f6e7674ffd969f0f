import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

/**
 * Settlement accounts: a merchant has at most one default account (marking one default clears the others, in
 * the same transaction), and `customDetail?shopId=` answers the merchant's default account (else its newest), or
 * no data when it has none.
 */
export default resourceModule('shopSettleAccount', ({ services, def }) => {
  const db = services.ctx.db;
  const clearOthers = db.prepare<[string, string, string], unknown>(
    `UPDATE shop_settle_account SET is_default = 0 WHERE tenant_id = ? AND shop_id = ? AND id <> ? AND is_deleted = 0`,
  );
  const accountOf = db.prepare<[string, string], Row>(
    `SELECT * FROM shop_settle_account WHERE tenant_id = ? AND shop_id = ? AND is_deleted = 0
     ORDER BY is_default DESC, create_time DESC, id DESC LIMIT 1`,
  );
  return {
    hooks: {
      afterWrite({ identity, values, existing, key }) {
        if (Number(values.is_default ?? existing?.is_default) !== 1) return;
        clearOthers.run(identity.tenantId, String(values.shop_id ?? existing?.shop_id ?? ''), key);
      },
    },
    routes(app) {
      app.get('/blade-shop/shopSettleAccount/customDetail', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const shop = optionalId(request, 'shopId');
        if (!shop) throw badRequest('请选择商户');
        const row = accountOf.get(identity.tenantId, shop);
        return R.data(row ? services.ctx.wire.row(row) : null);
      });
    },
  };
});
