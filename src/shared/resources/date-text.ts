const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
};

/** `yyyy-MM-dd` naming a real calendar day. */
export const isDateText = (text: string): boolean => {
  const match = DATE.exec(text);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** `yyyy-MM-dd HH:mm:ss` naming a real moment (bladex-contract.md §1.3). */
export const isDateTimeText = (text: string): boolean => {
  const match = DATETIME.exec(text);
  if (match === null || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  return Number(match[4]) < 24 && Number(match[5]) < 60 && Number(match[6]) < 60;
};

/** The times a date-only range bound gets (spec 000 §9). */
export const DEFAULT_RANGE_TIMES: readonly [string, string] = ['00:00:00', '23:59:59'];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * A `yyyy-MM-dd HH:mm:ss` text moved by whole seconds (calendar arithmetic, no time zone: the text names a
 * wall-clock moment). Anything else comes back unchanged.
 */
export const shiftDateTimeText = (text: string, seconds: number): string => {
  const match = DATETIME.exec(text);
  if (match === null || !isDateTimeText(text)) return text;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s) + seconds * 1000);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
};
