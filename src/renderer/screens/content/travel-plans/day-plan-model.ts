import type { DayPlanSpot } from '../../../../shared/bladex/content';

/** A spot as the editor holds it (values as the spot's field widgets keep them). */
export interface SpotDraft {
  /** A key for React, stable while the editor is open. */
  key: string;
  name: string;
  location: string;
  productIds: string;
  merchantId: string;
}

export interface DayDraft {
  key: string;
  spots: SpotDraft[];
}

let counter = 0;
const nextKey = (): string => `draft-${(counter += 1)}`;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const emptySpot = (): SpotDraft => ({ key: nextKey(), name: '', location: '', productIds: '', merchantId: '' });

/** The stored spots → days 1..n in order (gaps between day numbers closed), spots by their sort. */
export const daysFromSpots = (spots: readonly Record<string, unknown>[]): DayDraft[] => {
  const byDay = new Map<number, Record<string, unknown>[]>();
  for (const spot of spots) {
    const day = Number(spot.daySequence) || 1;
    byDay.set(day, [...(byDay.get(day) ?? []), spot]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, rows]) => ({
      key: nextKey(),
      spots: [...rows]
        .sort((a, b) => Number(a.sort) - Number(b.sort))
        .map((row) => ({
          key: nextKey(),
          name: text(row.name),
          location: text(row.location),
          productIds: text(row.productIds),
          merchantId: text(row.merchantId),
        })),
    }));
};

export const addDay = (days: readonly DayDraft[]): DayDraft[] => [...days, { key: nextKey(), spots: [emptySpot()] }];

export const removeDay = (days: readonly DayDraft[], day: number): DayDraft[] => days.filter((_, i) => i !== day);

const swap = <T>(items: readonly T[], a: number, b: number): T[] => {
  if (b < 0 || b >= items.length) return [...items];
  const next = [...items];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
};

export const moveDay = (days: readonly DayDraft[], day: number, delta: -1 | 1): DayDraft[] =>
  swap(days, day, day + delta);

const withSpots = (days: readonly DayDraft[], day: number, spots: SpotDraft[]): DayDraft[] =>
  days.map((entry, i) => (i === day ? { ...entry, spots } : entry));

export const addSpot = (days: readonly DayDraft[], day: number): DayDraft[] =>
  withSpots(days, day, [...days[day].spots, emptySpot()]);

export const removeSpot = (days: readonly DayDraft[], day: number, spot: number): DayDraft[] =>
  withSpots(
    days,
    day,
    days[day].spots.filter((_, i) => i !== spot),
  );

export const updateSpot = (days: readonly DayDraft[], day: number, spot: number, change: Partial<SpotDraft>) =>
  withSpots(
    days,
    day,
    days[day].spots.map((entry, i) => (i === spot ? { ...entry, ...change } : entry)),
  );

/**
 * Moves a spot up or down; past its day's first or last place it goes to the end of the day before or the start
 * of the day after (a spot moved to another day), and stays put at the plan's very ends.
 */
export const moveSpot = (days: readonly DayDraft[], day: number, spot: number, delta: -1 | 1): DayDraft[] => {
  const spots = days[day].spots;
  const target = spot + delta;
  if (target >= 0 && target < spots.length) return withSpots(days, day, swap(spots, spot, target));
  const otherDay = day + delta;
  if (otherDay < 0 || otherDay >= days.length) return [...days];
  const moving = spots[spot];
  const left = withSpots(
    days,
    day,
    spots.filter((_, i) => i !== spot),
  );
  const other = left[otherDay].spots;
  return withSpots(left, otherDay, delta < 0 ? [...other, moving] : [moving, ...other]);
};

/** What `travelPlans/submit` carries: every spot with its day (1..n) and its place in the day (1..m). */
export const spotListOf = (days: readonly DayDraft[]): DayPlanSpot[] =>
  days.flatMap((day, dayIndex) =>
    day.spots.map((spot, spotIndex) => ({
      daySequence: dayIndex + 1,
      name: spot.name.trim(),
      location: spot.location,
      productIds: spot.productIds,
      merchantId: spot.merchantId,
      sort: spotIndex + 1,
    })),
  );

/** A server refusal's `spotList.<i>.<field>` → the spot's key and field, to show the message beside it. */
export const refusedSpot = (
  days: readonly DayDraft[],
  fieldErrors: Readonly<Record<string, string>>,
): { spotKey: string; field: string; message: string } | undefined => {
  const flat = days.flatMap((day) => day.spots);
  for (const [path, message] of Object.entries(fieldErrors)) {
    const match = /^spotList\.(\d+)\.(\w+)$/.exec(path);
    const spot = match ? flat[Number(match[1])] : undefined;
    if (match && spot) return { spotKey: spot.key, field: match[2], message };
  }
  return undefined;
};
