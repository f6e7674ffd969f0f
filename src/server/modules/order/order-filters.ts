import { COUNTED_DEALS } from '../../../shared/resources/index';
import type { CrudHooks } from '../../crud/crud-routes';
import { allOf, type SqlPart } from '../../crud/where';
import { COUNTED_ORDER } from '../../db/rollups/order-rollups';
import { badRequest } from '../../http/errors';
import { areaFilter, queryValue } from './area-filter';

/** The board's "deal" (a paid or written-off order with a pay date), as the roll-up triggers count it. */
export const COUNTED_SQL = COUNTED_ORDER.replaceAll('$.', '');

/**
 * `counted=1`: exactly the orders the big-data board counts (migration 011 COUNTED_ORDER: pay status 1 or 2
 * with a pay date); `counted=0`: every other order. Anything else is refused.
 */
const countedFilter = (query: Readonly<Record<string, unknown>>): SqlPart | undefined => {
  const value = queryValue(query, ['counted_equal', 'counted']);
  if (value === undefined) return undefined;
  if (value === String(COUNTED_DEALS)) return { sql: COUNTED_SQL, params: [] };
  if (value === '0') return { sql: `NOT (${COUNTED_SQL})`, params: [] };
  throw badRequest('参数错误: counted 只能是 1(成交订单) 或 0(未成交订单)');
};

/** The order list's own searches, beside the generic ones: the area at any level and the board's deals. */
export const orderListFilter: NonNullable<CrudHooks['listFilter']> = (query) => {
  const parts = [areaFilter(query), countedFilter(query)].filter((part): part is SqlPart => part !== undefined);
  return parts.length === 0 ? undefined : allOf(parts);
};
