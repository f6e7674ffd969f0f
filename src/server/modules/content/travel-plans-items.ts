import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/**
 * A spot's itinerary must be a live itinerary of the tenant; its merchant's name and business type are copied
 * from the merchant chosen, so the app shows them without a join.
 */
export default resourceModule('travelPlansItems', ({ services }) => {
  const db = services.ctx.db;
  const plan = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM trip_travel_plans WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const merchant = db.prepare<[string, string], { name: string; sub_category_name: string | null }>(
    'SELECT name, sub_category_name FROM merchant_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      beforeWrite({ identity, values }) {
        if (values.travel_plans_id !== undefined && !plan.get(identity.tenantId, String(values.travel_plans_id)))
          throw badRequest('所属行程不存在');
        if (values.merchant_id === undefined) return;
        if (values.merchant_id === null || values.merchant_id === '') {
          Object.assign(values, { merchant_name: null, merchant_category: null });
          return;
        }
        const row = merchant.get(identity.tenantId, String(values.merchant_id));
        if (!row) throw badRequest('所选商户不存在');
        Object.assign(values, { merchant_name: row.name, merchant_category: row.sub_category_name ?? '' });
      },
    },
  };
});
