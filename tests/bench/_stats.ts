/** Percentiles and rounding the benchmarks report with (the leading `_` keeps run.ts from running this file). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds to three places. */
export const round = (value: number) => Math.round(value * 1000) / 1000;
