/** The vehicles of each hour (0–23) per area, summed over the days of the rows. */
export interface HourlySeries {
  readonly areas: readonly string[];
  readonly counts: Readonly<Record<string, readonly number[]>>;
}

const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Rows of the hourly statistics (areaCode, hour, vehicleCount) as one 24-hour series per area, areas sorted. */
export const hourlySeries = (records: readonly Record<string, unknown>[]): HourlySeries => {
  const counts: Record<string, number[]> = {};
  for (const row of records) {
    const hour = num(row.hour);
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) continue;
    const area = String(row.areaCode ?? '');
    const series = (counts[area] ??= Array.from({ length: 24 }, () => 0));
    series[hour] += num(row.vehicleCount);
  }
  return { areas: Object.keys(counts).sort(), counts };
};
