/** Minutes after local midnight of `HH:MM`. */
const minutesOf = (text: string): number => {
  const [hours, minutes] = text.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether `at` (local time) falls inside the window `HH:MM-HH:MM`; a window that crosses midnight (`23:00-02:00`)
 * wraps. The start is inside, the end is not. A null or malformed window holds no time at all.
 */
export const inMaintenanceWindow = (at: Date, window: string | null): boolean => {
  if (window === null || !/^\d{2}:\d{2}-\d{2}:\d{2}$/.test(window)) return false;
  const [start, end] = window.split('-').map(minutesOf);
  const now = at.getHours() * 60 + at.getMinutes();
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
};
