/** Percentiles and rounding the benchmarks report with (the leading `_` keeps run.ts from running this file). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds to three places. */
export const round = (value: number) => Math.round(value * 1000) / 1000;

/** The server's own time of an answer (its `Server-Timing: app;dur=…` header), in milliseconds. */
export const serverMs = (response: Response): number => {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error('the answer has no Server-Timing app duration');
  return Number(match[1]);
};
