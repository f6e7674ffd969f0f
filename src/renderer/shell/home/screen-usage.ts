import { useSyncExternalStore } from 'react';
import { useTabsStore } from '../../stores/tabs-store';

/** Times each in-app path was brought on screen, per user, kept in localStorage across sessions. */
export type UsageCounts = Record<string, number>;

const STORAGE_PREFIX = 'dali.screenUsage.';
/** Enough for every screen of the seeded menu; the least used paths make room beyond it. */
const MAX_PATHS = 300;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export const parseUsage = (text: string | null): UsageCounts => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    const counts: UsageCounts = {};
    for (const [path, n] of Object.entries(value)) {
      if (path.startsWith('/') && typeof n === 'number' && Number.isInteger(n) && n > 0) counts[path] = n;
    }
    return counts;
  } catch {
    return {};
  }
};

/** The tab's path without its query: `/system/user?x=1` counts for `/system/user`. */
export const pathOf = (value: string): string => value.split(/[?#]/, 1)[0];

export const countVisit = (counts: UsageCounts, value: string): UsageCounts => {
  const path = pathOf(value);
  if (!path.startsWith('/')) return counts;
  const next = { ...counts, [path]: (counts[path] ?? 0) + 1 };
  const paths = Object.keys(next);
  if (paths.length <= MAX_PATHS) return next;
  const least = paths.reduce((a, b) => (next[a] <= next[b] ? a : b));
  const { [least]: _dropped, ...rest } = next;
  return rest;
};

export interface Ranked<T> {
  entry: T;
  count: number;
}

/** Most used first; equal counts (and never used ones) keep the menu's order. */
export const rankByUsage = <T>(
  entries: readonly T[],
  pathOfEntry: (entry: T) => string,
  counts: UsageCounts,
  limit: number,
): Ranked<T>[] =>
  entries
    .map((entry, index) => ({ entry, count: counts[pathOfEntry(entry)] ?? 0, index }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, limit)
    .map(({ entry, count }) => ({ entry, count }));

const keyFor = (owner: string) => `${STORAGE_PREFIX}${owner}`;
const listeners = new Set<() => void>();
const cache = new Map<string, UsageCounts>();

const read = (owner: string): UsageCounts => {
  let counts = cache.get(owner);
  if (!counts) {
    counts = parseUsage(storage()?.getItem(keyFor(owner)) ?? null);
    cache.set(owner, counts);
  }
  return counts;
};

const record = (owner: string, value: string) => {
  const next = countVisit(read(owner), value);
  cache.set(owner, next);
  try {
    storage()?.setItem(keyFor(owner), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the ranking still works for this window's life.
  }
  listeners.forEach((listener) => listener());
};

let tracking = false;

/**
 * Counts every page brought on screen in the tab bar. Started by the home page; it then lives as long
 * as the window, because the operator uses screens while the home page is not shown.
 */
export const startUsageTracking = (): void => {
  if (tracking) return;
  tracking = true;
  useTabsStore.subscribe((state, previous) => {
    if (state.owner === null || state.active === null) return;
    if (state.active === previous.active && state.owner === previous.owner) return;
    record(state.owner, state.active);
  });
};

const EMPTY: UsageCounts = {};

/** The signed-in user's counts, re-read when a visit is recorded. */
export const useUsageCounts = (): UsageCounts => {
  const owner = useTabsStore((s) => s.owner);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (owner ? read(owner) : EMPTY),
  );
};
