import type { z } from 'zod';
import { describeIssues, recordSchema, travelPlansItemsResource } from '../../../shared/resources/index';
import { DAY_PLAN_LIMITS, dayPlanSpotMessage } from '../../../shared/bladex/content';
import type { Identity } from '../../auth/identity';
import type { CrudServices } from '../../crud/crud-services';
import { createDictItemsLookup } from '../../crud/dict-items';
import { createResourceStore, type ColumnValues } from '../../crud/resource-store';
import { badRequest, HttpError } from '../../http/errors';
import { R } from '../../http/r';
import { createSpotMerchant } from './spot-merchant';

/** A placeholder itinerary key for checking the spots of an itinerary not yet written (replaced on write). */
const NOT_YET = '1000000000000000000';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An itinerary's day plan saved with the itinerary (spec 001 §3 "spotList"): `travelPlans/submit` may carry
 * `spotList`, every spot of every day; the spots are then checked one by one with the spot's own rules (day 1–365,
 * name, coordinates within Dali, products, merchant), and the itinerary and its whole day plan are written in one
 * transaction, the old spots replaced. A refusal names the spot and its field (`第2个景点：请输入景点名称`, with
 * `data.fieldErrors["spotList.1.name"]`) and writes nothing. A submit without `spotList` leaves the spots alone.
 */
export const createDayPlan = (services: CrudServices) => {
  const { db, ids, now } = services.ctx;
  const spots = createResourceStore(db, travelPlansItemsResource, ids, now);
  const copyMerchant = createSpotMerchant(db);
  const schema = (identity: Identity) =>
    recordSchema(travelPlansItemsResource, 'create', { dictItems: createDictItemsLookup(db, identity.tenantId) });
  const removeSpots = db.prepare<[string, string]>(
    'UPDATE trip_travel_plans_items SET is_deleted = 1 WHERE tenant_id = ? AND travel_plans_id = ? AND is_deleted = 0',
  );

  const refuse = (index: number, field: string, message: string): never => {
    const text = dayPlanSpotMessage(index, message);
    throw new HttpError(400, text, {
      ...R.fail(text),
      data: { fieldErrors: { [`spotList.${index}.${field}`]: message } },
    });
  };

  return {
    /** The spots a submit carries, checked and as columns; undefined when it carries none. */
    read(identity: Identity, input: Readonly<Record<string, unknown>>): ColumnValues[] | undefined {
      const list = input.spotList;
      if (list === undefined || list === null) return undefined;
      if (!Array.isArray(list)) throw badRequest('行程安排格式错误');
      if (list.length > DAY_PLAN_LIMITS.spots) throw badRequest(`每个行程最多${DAY_PLAN_LIMITS.spots}个景点`);
      const check = schema(identity);
      return list.map((raw, index) => {
        if (!isRecord(raw)) return refuse(index, 'name', '景点格式错误');
        const { id: _id, ...spot } = raw;
        const parsed = check.safeParse({ ...spot, travelPlansId: NOT_YET });
        if (!parsed.success) {
          const { fieldErrors } = describeIssues(parsed.error as z.ZodError, 'zh');
          const [field, message] = Object.entries(fieldErrors)[0] ?? ['name', '景点格式错误'];
          return refuse(index, field, String(message));
        }
        const columns = spots.toColumns(parsed.data as Record<string, unknown>);
        delete columns.travel_plans_id;
        try {
          copyMerchant(identity, columns);
        } catch {
          refuse(index, 'merchantId', '所选商户不存在');
        }
        return columns;
      });
    },
    /** Replaces the itinerary's spots with these, inside the itinerary's write. */
    write(identity: Identity, plan: string, planned: readonly ColumnValues[]): void {
      removeSpots.run(identity.tenantId, plan);
      for (const spot of planned) spots.insert(identity, { ...spot, travel_plans_id: plan });
    },
  };
};
