import { factSource } from './fact-source';
import { yuan } from './format';
import { EARLIEST, LATEST, type DateRange, type Scope } from './scope';
import { num, str, type SqlRunner } from './sql-runner';

/** Trend granularity (spec 000 §9): 1 day, 2 month, 3 quarter, 4 year. */
export type Granularity = 1 | 2 | 3 | 4;

/** The period of a row: days from the day roll-up, coarser periods from `month` (so month roll-ups can answer). */
const PERIOD_EXPR: Record<Granularity, string> = {
  1: 'day',
  2: 'month',
  3: "substr(month, 1, 4) || '-Q' || ((CAST(substr(month, 6, 2) AS INTEGER) + 2) / 3)",
  4: 'substr(month, 1, 4)',
};

const periodOf = (day: string, granularity: Granularity): string => {
  if (granularity === 1) return day;
  if (granularity === 2) return day.slice(0, 7);
  if (granularity === 3) return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) + 2) / 3)}`;
  return day.slice(0, 4);
};

const shiftDay = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const shiftMonths = (day: string, months: number): string => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/** Every period label from one day to another, oldest first. */
export const periodLabels = (fromDay: string, toDay: string, granularity: Granularity): string[] => {
  const labels: string[] = [];
  let day = fromDay;
  while (day <= toDay && labels.length < 5000) {
    const label = periodOf(day, granularity);
    if (labels[labels.length - 1] !== label) labels.push(label);
    day = granularity === 1 ? shiftDay(day, 1) : shiftMonths(day, 1);
  }
  const last = periodOf(toDay, granularity);
  if (labels[labels.length - 1] !== last) labels.push(last);
  return labels;
};

/**
 * The range a trend covers when the request gives none (or only one bound): the last 30 days, 12 months,
 * 8 quarters or 5 years ending today (or at the given end).
 */
export const trendRange = (range: DateRange | null, granularity: Granularity, today: string): DateRange => {
  const to = range && range.to !== LATEST ? range.to : `${today} 23:59:59`;
  if (range && range.from !== EARLIEST) return { from: range.from, to };
  const end = to.slice(0, 10);
  const start =
    granularity === 1
      ? shiftDay(end, -29)
      : granularity === 2
        ? shiftMonths(end, -11)
        : granularity === 3
          ? shiftMonths(
              `${end.slice(0, 4)}-${String(Math.floor((Number(end.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`,
              -21,
            )
          : `${Number(end.slice(0, 4)) - 4}-01-01`;
  const from = granularity === 1 ? start : granularity === 4 ? start : `${start.slice(0, 7)}-01`;
  return { from: `${from} 00:00:00`, to };
};

/** Counted orders per period: labels with amounts (yuan) and counts, zeros where nothing sold. */
export const trend = (sql: SqlRunner, scope: Scope, granularity: Granularity, range: DateRange) => {
  const source = factSource('board_town_day', { ...scope, range }, {}, granularity === 1 ? 'day' : 'month');
  const rows = sql.all({
    sql: `SELECT ${PERIOD_EXPR[granularity]} AS period, SUM(order_cnt) AS cnt, SUM(order_money) AS money
      FROM ${source.sql} GROUP BY period`,
    params: source.params,
  });
  const byPeriod = new Map(rows.map((row) => [str(row.period), row]));
  const options = periodLabels(range.from.slice(0, 10), range.to.slice(0, 10), granularity);
  return {
    options,
    values: options.map((label) => yuan(num(byPeriod.get(label)?.money))),
    counts: options.map((label) => num(byPeriod.get(label)?.cnt)),
  };
};
