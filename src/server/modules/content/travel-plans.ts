import { resourceText } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { ColumnValues } from '../../crud/resource-store';
import { createDayPlan } from './day-plan';
import { refuseTooManyTags } from './tag-limit';

/**
 * Itineraries (spec 001 §3, §5; spec 002 "Travel plans"): at most three preference tags; `list_items?travelPlansId=`
 * answers the itinerary's spots by day then sort (the day editor's rows); a submit with `spotList` saves the whole
 * day plan with the itinerary, all or nothing (day-plan.ts); removing an itinerary removes its spots in the same
 * transaction.
 */
export default resourceModule('travelPlans', ({ services, def }) => {
  const { db, wire } = services.ctx;
  const items = db.prepare<[string, string], Record<string, string | number | null>>(
    `SELECT * FROM trip_travel_plans_items WHERE tenant_id = ? AND travel_plans_id = ? AND is_deleted = 0
     ORDER BY day_sequence, sort, id`,
  );
  const removeItems = db.prepare<[string, string]>(
    `UPDATE trip_travel_plans_items SET is_deleted = 1 WHERE tenant_id = ? AND is_deleted = 0
     AND travel_plans_id IN (SELECT value FROM json_each(?))`,
  );
  const tagLimit = refuseTooManyTags(resourceText('res.content.travelPlans.rules.tagMax'));
  const dayPlan = createDayPlan(services);
  // The checked spots of a submit, from its check (before the transaction) to its write (inside it).
  const planned = new WeakMap<object, ColumnValues[]>();
  return {
    hooks: {
      beforeWrite(args) {
        tagLimit(args);
        const spots = dayPlan.read(args.identity, args.input);
        if (spots) planned.set(args.values, spots);
      },
      afterWrite({ identity, values, key }) {
        const spots = planned.get(values);
        if (spots) dayPlan.write(identity, key, spots);
      },
      afterRemove(keys, identity) {
        removeItems.run(identity.tenantId, JSON.stringify(keys));
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/list_items`, async (request) => {
        const identity = identityOf(request);
        const plan = optionalId(request, 'travelPlansId') ?? optionalId(request, 'id');
        if (!plan) throw badRequest('请选择所属行程');
        return R.data(wire.rows(items.all(identity.tenantId, plan)));
      });
    },
  };
});
