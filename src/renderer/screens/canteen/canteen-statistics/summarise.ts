/** One statistics row as the list answers it: counts, and amounts in cents (as the definition stores them). */
export interface StatisticsRow {
  readonly statDate: string;
  readonly cnt1: number;
  readonly cnt2: number;
  readonly cnt3: number;
  readonly total1: number;
  readonly total2: number;
  readonly total3: number;
}

export interface StatisticsTotals {
  readonly cnt1: number;
  readonly cnt2: number;
  readonly cnt3: number;
  readonly cnt: number;
  /** Cents. */
  readonly total: number;
}

export interface DailySeries {
  readonly days: readonly string[];
  readonly breakfast: readonly number[];
  readonly lunch: readonly number[];
  readonly dinner: readonly number[];
}

const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** The rows of an answer, each with numeric figures (blank or broken figures count as 0). */
export const toStatisticsRows = (records: readonly Record<string, unknown>[]): StatisticsRow[] =>
  records.map((row) => ({
    statDate: String(row.statDate ?? ''),
    cnt1: num(row.cnt1),
    cnt2: num(row.cnt2),
    cnt3: num(row.cnt3),
    total1: num(row.total1),
    total2: num(row.total2),
    total3: num(row.total3),
  }));

/** The period's totals over every canteen and day of the search. */
export const totalsOf = (rows: readonly StatisticsRow[]): StatisticsTotals => {
  let cnt1 = 0;
  let cnt2 = 0;
  let cnt3 = 0;
  let total = 0;
  for (const row of rows) {
    cnt1 += row.cnt1;
    cnt2 += row.cnt2;
    cnt3 += row.cnt3;
    total += row.total1 + row.total2 + row.total3;
  }
  return { cnt1, cnt2, cnt3, cnt: cnt1 + cnt2 + cnt3, total };
};

/** Meals per day and section, all canteens of the search together, days ascending. */
export const dailySeries = (rows: readonly StatisticsRow[]): DailySeries => {
  const byDay = new Map<string, [number, number, number]>();
  for (const row of rows) {
    const day = byDay.get(row.statDate) ?? [0, 0, 0];
    day[0] += row.cnt1;
    day[1] += row.cnt2;
    day[2] += row.cnt3;
    byDay.set(row.statDate, day);
  }
  const days = [...byDay.keys()].sort();
  return {
    days,
    breakfast: days.map((day) => byDay.get(day)?.[0] ?? 0),
    lunch: days.map((day) => byDay.get(day)?.[1] ?? 0),
    dinner: days.map((day) => byDay.get(day)?.[2] ?? 0),
  };
};
