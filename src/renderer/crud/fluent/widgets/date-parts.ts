/** `yyyy-MM-dd HH:mm:ss` ↔ the native inputs' parts (`yyyy-MM-dd` and `HH:mm:ss`). */
export const splitDateTime = (value: string): { date: string; time: string } => {
  const [date = '', time = ''] = value.trim().split(/[ T]/);
  return { date, time: time.length === 5 ? `${time}:00` : time };
};

/**
 * Joins a picked date and time; a date without a time takes the default (spec 000 §9: 00:00:00, range ends
 * 23:59:59, activity pickers 08:00:00 / 18:00:00 where a definition says so). No date → empty.
 */
export const joinDateTime = (date: string, time: string, defaultTime: string): string => {
  if (!date) return '';
  const clean = time.length === 5 ? `${time}:00` : time;
  return `${date} ${clean || defaultTime}`;
};
