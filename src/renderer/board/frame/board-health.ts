/** What the stale marker needs to know about one board query (a slice of react-query's state). */
export interface BoardQueryHealth {
  status: 'pending' | 'error' | 'success';
  /** 0 when the query never succeeded. */
  dataUpdatedAt: number;
  /** Whether a view on screen uses it (inactive queries of other views do not count). */
  active: boolean;
}

export interface BoardHealth {
  /** True while a figure on screen failed its last refresh: the board shows older figures. */
  stale: boolean;
  /** When the newest figure on screen arrived; null before the first success. */
  lastSuccessAt: number | null;
}

/**
 * The board is stale when any figure on screen failed its last fetch (react-query keeps the last figures
 * and marks the query `error`); it is fresh again as soon as every one succeeds on a later refresh.
 */
export const boardHealth = (queries: readonly BoardQueryHealth[]): BoardHealth => {
  let stale = false;
  let last = 0;
  for (const q of queries) {
    if (!q.active) continue;
    if (q.status === 'error') stale = true;
    if (q.dataUpdatedAt > last) last = q.dataUpdatedAt;
  }
  return { stale, lastSuccessAt: last > 0 ? last : null };
};

/** `HH:mm:ss` of a moment, local time (the stale marker's text). */
export const clockText = (at: number): string => {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};
