import type { SearchValues } from '../../shared/resources';
import { useCarriedIn, useCarryOut, type Json } from '../shell/page-hooks/carried-state';

/** A list's state as it travels with its tab to another window: the search, the page, its size, the sort. */
export interface CarriedList {
  values: Record<string, Json>;
  current: number;
  size: number;
  sort: { field: string; order: 'asc' | 'desc' } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const isCarriedList = (value: unknown): value is CarriedList => {
  if (!isRecord(value) || !isRecord(value.values)) return false;
  const { current, size, sort } = value;
  const sortOk =
    sort === null ||
    (isRecord(sort) && typeof sort.field === 'string' && (sort.order === 'asc' || sort.order === 'desc'));
  return Number.isInteger(current) && Number.isInteger(size) && sortOk;
};

/** The list's state brought by a tab moved from another window, if any (read once, as the list starts). */
export const useCarriedList = (): CarriedList | undefined => useCarriedIn('list', isCarriedList);

/** Offers the list's state to a tear-off while the list is on screen. */
export const useCarryList = (list: {
  values: SearchValues;
  current: number;
  size: number;
  sort: CarriedList['sort'];
}): void =>
  useCarryOut('list', () => ({
    // Search values are what the form holds: strings, numbers, arrays of them.
    values: JSON.parse(JSON.stringify(list.values)) as Record<string, Json>,
    current: list.current,
    size: list.size,
    sort: list.sort ? { field: list.sort.field, order: list.sort.order } : null,
  }));
