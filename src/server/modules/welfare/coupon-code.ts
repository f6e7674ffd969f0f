import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

/**
 * Coupon codes: `getRecordsById?id=` answers the codes of one coupon (newest first); a code already used is kept
 * (the refusal says how many of the chosen are used), and a code's coupon must be one of the tenant's.
 */
export default resourceModule('couponCode', ({ services, def }) => {
  const db = services.ctx.db;
  const ofCoupon = db.prepare<[string, string], Row>(
    `SELECT * FROM coupon_codes_record WHERE tenant_id = ? AND shop_welfare_id = ? AND is_deleted = 0
     ORDER BY create_time DESC, id DESC LIMIT 1000`,
  );
  const used = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM coupon_codes_record WHERE tenant_id = ? AND is_deleted = 0 AND use_status = 1
     AND id IN (SELECT value FROM json_each(?))`,
  );
  const coupon = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM shop_welfare WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      beforeWrite({ identity, values }) {
        if (values.shop_welfare_id === undefined) return;
        if (!coupon.get(identity.tenantId, String(values.shop_welfare_id))) throw badRequest('所选优惠券不存在');
      },
      beforeRemove(keys, identity) {
        const n = used.get(identity.tenantId, JSON.stringify(keys))?.n ?? 0;
        if (n > 0) throw badRequest(`所选券码中有${n}个已使用，不能删除`);
      },
    },
    routes(app) {
      app.get('/blade-shop/couponCodesRecords/getRecordsById', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = optionalId(request, 'id');
        if (!id) throw badRequest('请选择优惠券');
        return R.data(services.ctx.wire.rows(ofCoupon.all(identity.tenantId, id)));
      });
    },
  };
});
