/** The board's date-time range: `yyyy-MM-dd HH:mm:ss` bounds, default times 00:00:00 and 23:59:59 (spec 000 §2.4). */
export interface BoardRange {
  from: string;
  to: string;
}

export const DEFAULT_START_TIME = '00:00:00';
export const DEFAULT_END_TIME = '23:59:59';

const two = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as `yyyy-MM-dd`. */
export const dayText = (date: Date): string =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** The shortcuts: last week (7 days), last month (30), last three months (90), ending today. */
export const SHORTCUT_DAYS = { lastWeek: 7, lastMonth: 30, lastThreeMonths: 90 } as const;
export type RangeShortcut = keyof typeof SHORTCUT_DAYS;

/** The range `days` back from `now` to the end of today, with the default times. */
export const lastDaysRange = (now: Date, days: number): BoardRange => {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return { from: `${dayText(start)} ${DEFAULT_START_TIME}`, to: `${dayText(now)} ${DEFAULT_END_TIME}` };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * Builds a range from the picker's parts. A missing time takes the default; both days are needed; a start
 * after the end is refused (null) so the board never sends a range the server would reject.
 */
export const rangeFromParts = (parts: {
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
}): BoardRange | null => {
  if (!DAY.test(parts.fromDay) || !DAY.test(parts.toDay)) return null;
  const time = (value: string, fallback: string) =>
    TIME.test(value) ? (value.length === 5 ? `${value}:00` : value) : fallback;
  const range = {
    from: `${parts.fromDay} ${time(parts.fromTime, DEFAULT_START_TIME)}`,
    to: `${parts.toDay} ${time(parts.toTime, DEFAULT_END_TIME)}`,
  };
  return range.from <= range.to ? range : null;
};

/** Splits a range bound back into the picker's day and time. */
export const splitBound = (bound: string | null, fallbackTime: string): { day: string; time: string } =>
  bound ? { day: bound.slice(0, 10), time: bound.slice(11, 19) || fallbackTime } : { day: '', time: fallbackTime };
