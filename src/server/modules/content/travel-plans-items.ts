import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { createSpotMerchant } from './spot-merchant';

/** A spot's itinerary must be a live itinerary of the tenant; its merchant's name and type are copied. */
export default resourceModule('travelPlansItems', ({ services }) => {
  const db = services.ctx.db;
  const plan = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM trip_travel_plans WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const copyMerchant = createSpotMerchant(db);
  return {
    hooks: {
      beforeWrite({ identity, values }) {
        if (values.travel_plans_id !== undefined && !plan.get(identity.tenantId, String(values.travel_plans_id)))
          throw badRequest('所属行程不存在');
        copyMerchant(identity, values);
      },
    },
  };
});
