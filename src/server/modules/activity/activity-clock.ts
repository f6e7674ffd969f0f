import { formatDateTime } from '../../db/clock';

/**
 * The clock rules of activities (spec 001 §4): an activity's and its sign-up's status follow the time ranges,
 * and the sign-in and cancel windows are hours counted back from the activity's start. Times are the wire's
 * `yyyy-MM-dd HH:mm:ss` in the server's zone, so they compare as text.
 */

/** -1 not started, 0 in progress (or open), 1 ended (or closed); an absent range reads as not started. */
export type RangeStatus = -1 | 0 | 1;

export const rangeStatus = (start: unknown, end: unknown, now: string): RangeStatus => {
  const from = typeof start === 'string' ? start : '';
  const to = typeof end === 'string' ? end : '';
  if (!from || now < from) return -1;
  if (to && now > to) return 1;
  return 0;
};

const HOUR_MS = 3_600_000;

/** `yyyy-MM-dd HH:mm:ss` (local) → milliseconds; NaN for anything else. */
export const parseDateTime = (text: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  return new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]).getTime();
};

export const hoursBefore = (time: string, hours: number): string =>
  formatDateTime(parseDateTime(time) - hours * HOUR_MS);

export interface ActivityTimes {
  readonly start: string;
  readonly end: string;
  readonly signInHours: number;
  readonly cancelHours: number;
}

/** Sign-in opens `signInHours` before the start and closes at the end; the refusal says which side `now` is on. */
export const signInRefusal = (times: ActivityTimes, now: string): string | undefined => {
  const opens = hoursBefore(times.start, times.signInHours);
  if (now < opens) return `签到尚未开始，签到时间为${opens}至${times.end}`;
  if (now > times.end) return `活动已结束，签到时间为${opens}至${times.end}`;
  return undefined;
};

/** A sign-up may be cancelled until `cancelHours` before the start. */
export const cancelRefusal = (times: ActivityTimes, now: string): string | undefined => {
  const deadline = hoursBefore(times.start, times.cancelHours);
  return now > deadline ? `已超过取消报名时间，须在${deadline}前取消` : undefined;
};
