import { COUNTED_ORDER, ROLLUPS, type RollupSpec } from '../../db/rollups/order-rollups';
import { monthTableOf } from '../../db/rollups/member-rollups';
import { addDays, calendarPieces, type CalendarPiece } from './calendar-pieces';
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

/** Extra equality filters on key columns of the roll-up (product_type = 1 ...), applied to every path. */
export type KeyFilters = Record<string, SqlParam | undefined>;

/**
 * Which period column the derived table carries: none, `day` (`yyyy-MM-dd`; day roll-ups and rows only) or
 * `month` (`yyyy-MM`; month roll-ups may then answer whole months).
 */
export type PeriodColumn = 'none' | 'day' | 'month';

const specOf = (name: RollupName): RollupSpec => {
  const spec = ROLLUPS.find((candidate) => candidate.table === name);
  if (!spec) throw new Error(`unknown roll-up ${name}`);
  return spec;
};

const DAY_START = ' 00:00:00';
const DAY_END = ' 23:59:59';

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
    if (!key || column === 'day') throw new Error(`${column} is not a filterable key of ${spec.table}`);
    parts.push(`${raw ? key.expr.replaceAll('$.', '') : column} = ?`);
    params.push(value);
  }
  return { sql: parts.map((part) => ` AND ${part}`).join(''), params };
};

const otherKeys = (spec: RollupSpec) => spec.keys.filter((key) => key.column !== 'day');

/** The source rows of a roll-up, mapped to the roll-up's columns, for the given stretches of time. */
const rawRows = (
  spec: RollupSpec,
  scope: Scope,
  stretches: DateRange[] | null,
  filters: KeyFilters,
  period: PeriodColumn,
): SqlPart => {
  const dayExpr = spec.keys.find((key) => key.column === 'day')!.expr.replaceAll('$.', '');
  const periodSql =
    period === 'day' ? [`${dayExpr} AS day`] : period === 'month' ? [`substr(${dayExpr}, 1, 7) AS month`] : [];
  const columns = [
    ...otherKeys(spec).map((c) => `${c.expr.replaceAll('$.', '')} AS ${c.column}`),
    ...periodSql,
    ...spec.sums.map((c) => `${c.expr.replaceAll('$.', '')} AS ${c.column}`),
  ].join(', ');
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

/** One piece of whole days or months read from a roll-up table, its sums negated when it is subtracted. */
const rollupRows = (
  spec: RollupSpec,
  scope: Scope,
  piece: CalendarPiece | null,
  filters: KeyFilters,
  period: PeriodColumn,
): SqlPart => {
  const monthly = piece?.grain === 'month' || (piece === null && period !== 'day' && hasMonths(spec));
  const table = monthly ? monthTableOf(spec.table) : spec.table;
  const periodColumn = monthly ? 'month' : 'day';
  const periodSql =
    period === 'none' ? [] : period === 'month' && !monthly ? ['substr(day, 1, 7) AS month'] : [periodColumn];
  const sign = piece?.sign === -1 ? '-' : '';
  const columns = [
    ...otherKeys(spec).map((c) => c.column),
    ...periodSql,
    ...spec.sums.map((c) => (sign ? `-${c.column} AS ${c.column}` : c.column)),
  ].join(', ');
  const params: SqlParam[] = [scope.tenantId];
  let where = 'tenant_id = ?';
  if (piece) {
    where += ` AND ${periodColumn} BETWEEN ? AND ?`;
    params.push(piece.from, piece.to);
  }
  if (scope.region) {
    where += ` AND ${regionColumn(scope.region)} = ?`;
    params.push(scope.region.code);
  }
  const extra = keyFilterSql(spec, filters, false);
  return { sql: `SELECT ${columns} FROM ${table} WHERE ${where}${extra.sql}`, params: [...params, ...extra.params] };
};

/** The order roll-ups have month companions (migration 014); visits are few enough per day without. */
const hasMonths = (spec: RollupSpec): boolean => spec.source === 'order_product';

const union = (parts: SqlPart[]): SqlPart => ({
  sql: `(${parts.map((part) => part.sql).join(' UNION ALL ')})`,
  params: parts.flatMap((part) => part.params),
});

/**
 * A derived table with the columns of roll-up `name` for the scope (its keys but the day, the `period`
 * column asked for, its sums), exact for any range: whole months from the month roll-up, whole days from the
 * day roll-up (an edge month may be read as the month minus the days outside the range, when that reads
 * fewer days; such rows carry negated sums), partial days from the rows. A town is not a key of most
 * roll-ups, so a town reads the rows throughout, through the (tenant_id, town_code, pay_date) index.
 *
 * Because of the subtracted pieces, a key can appear with sums that cancel out: a consumer listing keys must
 * keep only the groups with `SUM(row_cnt) > 0` (row_cnt counts source rows, so that is "has rows in range").
 */
export const factSource = (
  name: RollupName,
  scope: Scope,
  filters: KeyFilters = {},
  period: PeriodColumn = 'none',
): SqlPart => {
  const spec = specOf(name);
  const townKey = spec.keys.some((key) => key.column === 'town_code');
  if (scope.region?.level === 'town' && !townKey) {
    return union([rawRows(spec, scope, scope.range ? [scope.range] : null, filters, period)]);
  }
  if (!scope.range) return union([rollupRows(spec, scope, null, filters, period)]);
  if (spec.source === 'app_member_visit') {
    // Visits are kept per day: the range covers the days it touches.
    const days = {
      grain: 'day',
      from: scope.range.from.slice(0, 10),
      to: scope.range.to.slice(0, 10),
      sign: 1,
    } as const;
    return union([rollupRows(spec, scope, days, filters, period)]);
  }
  const split = splitRange(scope.range);
  const parts: SqlPart[] = [];
  if (split.days) {
    const pieces = calendarPieces(split.days[0], split.days[1], hasMonths(spec) && period !== 'day');
    for (const piece of pieces) parts.push(rollupRows(spec, scope, piece, filters, period));
  }
  if (split.partial.length > 0) parts.push(rawRows(spec, scope, split.partial, filters, period));
  return union(parts);
};
