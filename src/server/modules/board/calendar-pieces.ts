/** Calendar arithmetic on `yyyy-MM-dd` texts in UTC, so the machine's time zone never matters. */
export const addDays = (day: string, delta: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
};

const dayCount = (from: string, to: string): number =>
  from > to ? 0 : Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** A UTC date; setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are (the open bound is 0000-01-01). */
const utcDate = (year: number, monthIndex: number, day: number): Date => {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
};

/** The last day of a day's month (day 0 of the next month). */
const monthEnd = (day: string): string =>
  utcDate(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)
    .toISOString()
    .slice(0, 10);

const shiftMonth = (month: string, delta: number): string =>
  utcDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1)
    .toISOString()
    .slice(0, 7);

/** Whole days (`yyyy-MM-dd` bounds) or whole months (`yyyy-MM` bounds) of a roll-up, added or subtracted. */
export interface CalendarPiece {
  grain: 'day' | 'month';
  from: string;
  to: string;
  sign: 1 | -1;
}

/**
 * What reading a month of a roll-up costs, in days: a month holds more key combinations than a day (every
 * product sold that month), about three days' worth on the board's data.
 */
const MONTH_COST = 3;

/**
 * The pieces whose signed sum is exactly the days `from`..`to` (inclusive): whole months from the month
 * roll-up, the days at the edges from the day roll-up. An edge month is read either as its days in range or,
 * when that means fewer days, as the whole month minus its days out of range (a range ending today subtracts
 * the days still to come, which hold nothing). Without months (`useMonths` false) the days are one piece.
 */
export const calendarPieces = (from: string, to: string, useMonths = true): CalendarPiece[] => {
  const days = (a: string, b: string, sign: 1 | -1 = 1): CalendarPiece[] =>
    a > b ? [] : [{ grain: 'day', from: a, to: b, sign }];
  if (!useMonths || from > to) return days(from, to);
  const pieces: CalendarPiece[] = [];
  const firstMonth = from.slice(0, 7);
  const lastMonth = to.slice(0, 7);
  if (firstMonth === lastMonth) {
    const outside = dayCount(monthStart(from), addDays(from, -1)) + dayCount(addDays(to, 1), monthEnd(to));
    if (outside + MONTH_COST >= dayCount(from, to)) return days(from, to);
    return [
      { grain: 'month', from: firstMonth, to: firstMonth, sign: 1 },
      ...days(monthStart(from), addDays(from, -1), -1),
      ...days(addDays(to, 1), monthEnd(to), -1),
    ];
  }
  let wholeFrom = firstMonth;
  if (from !== monthStart(from)) {
    const before = dayCount(monthStart(from), addDays(from, -1));
    if (before + MONTH_COST < dayCount(from, monthEnd(from)))
      pieces.push(...days(monthStart(from), addDays(from, -1), -1));
    else {
      pieces.push(...days(from, monthEnd(from)));
      wholeFrom = shiftMonth(firstMonth, 1);
    }
  }
  let wholeTo = lastMonth;
  const tail: CalendarPiece[] = [];
  if (to !== monthEnd(to)) {
    const after = dayCount(addDays(to, 1), monthEnd(to));
    if (after + MONTH_COST < dayCount(monthStart(to), to)) tail.push(...days(addDays(to, 1), monthEnd(to), -1));
    else {
      tail.push(...days(monthStart(to), to));
      wholeTo = shiftMonth(lastMonth, -1);
    }
  }
  if (wholeFrom <= wholeTo) pieces.push({ grain: 'month', from: wholeFrom, to: wholeTo, sign: 1 });
  return [...pieces, ...tail];
};
