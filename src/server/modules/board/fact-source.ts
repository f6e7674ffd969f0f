import { COUNTED_ORDER, ROLLUPS, type RollupSpec } from '../../db/migrations/011-board-rollups';
import type { DateRange, RegionScope, Scope } from './scope';

export type RollupName =
  | 'board_order_day'
  | 'board_channel_day'
  | 'board_town_day'
  | 'board_shop_day'
  | 'board_product_day'
  | 'board_consumer_day'
  | 'board_origin_day'
  | 'board_visit_day';

export type SqlParam = string | number;

export interface SqlPart {
  sql: string;
  params: SqlParam[];
}

/** Extra equality filters on key columns of the roll-up (product_type = 1 ...), applied to both paths. */
export type KeyFilters = Record<string, SqlParam | undefined>;

const specOf = (name: RollupName): RollupSpec => {
  const spec = ROLLUPS.find((candidate) => candidate.table === name);
  if (!spec) throw new Error(`unknown roll-up ${name}`);
  return spec;
};

const DAY_START = ' 00:00:00';
const DAY_END = ' 23:59:59';

const addDays = (day: string, delta: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
};

/**
 * Splits an inclusive range into the whole days a day roll-up answers and the partial stretches at either
 * end that must be read from the order rows. A range inside one day is all partial (unless it is the day).
 */
export const splitRange = (range: DateRange): { days: [string, string] | null; partial: DateRange[] } => {
  const fromDay = range.from.slice(0, 10);
  const toDay = range.to.slice(0, 10);
  const firstWhole = range.from.endsWith(DAY_START) ? fromDay : addDays(fromDay, 1);
  const lastWhole = range.to.endsWith(DAY_END) ? toDay : addDays(toDay, -1);
  if (firstWhole > lastWhole) return { days: null, partial: [range] };
  const partial: DateRange[] = [];
  if (firstWhole !== fromDay) partial.push({ from: range.from, to: `${fromDay}${DAY_END}` });
  if (lastWhole !== toDay) partial.push({ from: `${toDay}${DAY_START}`, to: range.to });
  return { days: [firstWhole, lastWhole], partial };
};

const regionColumn = (region: RegionScope): string =>
  region.level === 'city' ? 'city_code' : region.level === 'district' ? 'district_code' : 'town_code';

const keyFilterSql = (spec: RollupSpec, filters: KeyFilters, raw: boolean): SqlPart => {
  const parts: string[] = [];
  const params: SqlParam[] = [];
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    const key = spec.keys.find((candidate) => candidate.column === column);
    if (!key) throw new Error(`${column} is not a key of ${spec.table}`);
    parts.push(`${raw ? key.expr.replaceAll('$.', '') : column} = ?`);
    params.push(value);
  }
  return { sql: parts.map((part) => ` AND ${part}`).join(''), params };
};

/** The source rows of a roll-up, mapped to the roll-up's columns, for the given stretches of time. */
const rawRows = (spec: RollupSpec, scope: Scope, stretches: DateRange[] | null, filters: KeyFilters): SqlPart => {
  const columns = [...spec.keys, ...spec.sums].map((c) => `${c.expr.replaceAll('$.', '')} AS ${c.column}`).join(', ');
  const params: SqlParam[] = [scope.tenantId];
  let where = 'tenant_id = ?';
  if (spec.source === 'order_product') {
    where += ` AND ${COUNTED_ORDER.replaceAll('$.', '')}`;
    if (stretches) {
      where += ` AND (${stretches.map(() => 'pay_date BETWEEN ? AND ?').join(' OR ')})`;
      for (const stretch of stretches) params.push(stretch.from, stretch.to);
    }
  } else if (stretches) {
    // Visits are kept per day: a stretch covers the days it touches.
    where += ` AND (${stretches.map(() => 'visit_day BETWEEN ? AND ?').join(' OR ')})`;
    for (const stretch of stretches) params.push(stretch.from.slice(0, 10), stretch.to.slice(0, 10));
  }
  if (scope.region) {
    where += ` AND ${regionColumn(scope.region)} = ?`;
    params.push(scope.region.code);
  }
  const extra = keyFilterSql(spec, filters, true);
  return {
    sql: `SELECT ${columns} FROM ${spec.source} WHERE ${where}${extra.sql}`,
    params: [...params, ...extra.params],
  };
};

/**
 * A derived table with the columns of roll-up `name` for the scope: whole days from the roll-up, partial days
 * from the rows (exact figures always). A town is not a roll-up key, so a town reads the rows throughout,
 * through the (tenant_id, town_code, pay_date) index.
 */
export const factSource = (name: RollupName, scope: Scope, filters: KeyFilters = {}): SqlPart => {
  const spec = specOf(name);
  const townKey = spec.keys.some((key) => key.column === 'town_code');
  if (scope.region?.level === 'town' && !townKey) {
    const part = rawRows(spec, scope, scope.range ? [scope.range] : null, filters);
    return { sql: `(${part.sql})`, params: part.params };
  }
  const split = scope.range ? splitRange(scope.range) : { days: null, partial: [] };
  const visitsWhole = spec.source === 'app_member_visit' && scope.range;
  const days = visitsWhole
    ? ([scope.range!.from.slice(0, 10), scope.range!.to.slice(0, 10)] as [string, string])
    : split.days;
  const partial = visitsWhole ? [] : split.partial;
  const parts: SqlPart[] = [];
  if (!scope.range || days) {
    const params: SqlParam[] = [scope.tenantId];
    let where = 'tenant_id = ?';
    if (days) {
      where += ' AND day BETWEEN ? AND ?';
      params.push(days[0], days[1]);
    }
    if (scope.region) {
      where += ` AND ${regionColumn(scope.region)} = ?`;
      params.push(scope.region.code);
    }
    const extra = keyFilterSql(spec, filters, false);
    const columns = [...spec.keys, ...spec.sums].map((c) => c.column).join(', ');
    parts.push({
      sql: `SELECT ${columns} FROM ${name} WHERE ${where}${extra.sql}`,
      params: [...params, ...extra.params],
    });
  }
  if (partial.length > 0) parts.push(rawRows(spec, scope, partial, filters));
  return {
    sql: `(${parts.map((part) => part.sql).join(' UNION ALL ')})`,
    params: parts.flatMap((part) => part.params),
  };
};
