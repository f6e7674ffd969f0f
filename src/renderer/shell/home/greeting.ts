export type PartOfDay = 'morning' | 'noon' | 'afternoon' | 'evening';

/** The greeting's part of the day, from the local hour (0-23): 5-11 morning, 11-13 noon, 13-18 afternoon. */
export const partOfDay = (hour: number): PartOfDay => {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
};
