import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/** Campaign merchants: one row per campaign and merchant (checked inside the write's transaction). */
export default resourceModule('shopSubInfo', ({ services }) => {
  const twin = services.ctx.db.prepare<[string, string, string, string], { id: string }>(
    `SELECT id FROM shop_sub_info WHERE tenant_id = ? AND act_id = ? AND shop_id = ? AND is_deleted = 0 AND id <> ?
     LIMIT 1`,
  );
  return {
    hooks: {
      afterWrite({ identity, values, existing, key }) {
        const act = String(values.act_id ?? existing?.act_id ?? '');
        const shop = String(values.shop_id ?? existing?.shop_id ?? '');
        if (twin.get(identity.tenantId, act, shop, key)) throw badRequest('该商户已参与此活动');
      },
    },
  };
});
