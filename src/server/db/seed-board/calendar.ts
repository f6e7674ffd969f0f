/** Calendar arithmetic on `yyyy-MM-dd` texts through UTC day numbers, so the machine's time zone never matters. */
const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number =>
  Math.floor(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS);

export const dayText = (dayNum: number): string => new Date(dayNum * DAY_MS).toISOString().slice(0, 10);

export const weekday = (dayNum: number): number => new Date(dayNum * DAY_MS).getUTCDay();

const pad = (n: number): string => String(n).padStart(2, '0');

export const timeText = (seconds: number): string =>
  `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;

/** Whole years between a `yyyy-MM-dd` birthday and a `yyyy-MM-dd` day. */
export const ageOn = (birthday: string, day: string): number => {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5, 10) < birthday.slice(5, 10) ? years - 1 : years;
};

/**
 * How busy a day is: weekends, the national holidays (approximate Spring Festival window, May Day, National
 * Day), the March Street fair and the summer and spring seasons, on a slow growth over the two years.
 */
export const dayWeight = (dayNum: number, firstDay: number, lastDay: number): number => {
  const text = dayText(dayNum);
  const month = Number(text.slice(5, 7));
  const date = Number(text.slice(8, 10));
  const wd = weekday(dayNum);
  let weight = wd === 0 || wd === 6 ? 1.45 : 1;
  if ((month === 10 && date <= 7) || (month === 5 && date <= 5)) weight *= 2.2;
  if ((month === 1 && date >= 25) || (month === 2 && date <= 12)) weight *= 1.8;
  if (month === 4 && date >= 10 && date <= 20) weight *= 1.5;
  if (month === 7 || month === 8) weight *= 1.35;
  if (month === 3 || month === 4) weight *= 1.15;
  if (month === 11 || month === 12) weight *= 0.85;
  const progress = lastDay > firstDay ? (dayNum - firstDay) / (lastDay - firstDay) : 1;
  return weight * (0.75 + 0.5 * progress);
};

/** Seconds since midnight, busiest late morning and evening. */
export const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.3, 1, 3, 6, 9, 11, 12, 10, 9, 9, 10, 10, 9, 11, 12, 11, 8, 5, 2];
