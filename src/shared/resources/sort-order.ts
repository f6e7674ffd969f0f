import type { Field } from './field';

/** A row as the sort dialog holds it: its key, what it is called and its sort number now. */
export interface SortItem {
  readonly id: string;
  readonly label: string;
  readonly sort: number;
}

/** The bounds of the sort field's range rule (0–999999 unless the definition says). */
export const sortRangeOf = (field: Field | undefined): { min: number; max: number } => {
  const range = (field?.rules ?? []).find((rule) => rule.kind === 'range');
  return {
    min: range?.kind === 'range' && range.min !== undefined ? range.min : 0,
    max: range?.kind === 'range' && range.max !== undefined ? range.max : 999999,
  };
};

/** Moves one item to another place (a drag, or Alt+↑/↓ from the keyboard). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
};

/**
 * The sort numbers after a reorder: the rows numbered from the range's start (1, 2, 3 … for a 1–100 field) in
 * their new order, and only the rows whose number changed, for one `update/sort` request. Refuses (undefined)
 * when the rows do not fit the range (101 menus in a 1–100 field).
 */
export const renumber = (
  items: readonly SortItem[],
  range: { min: number; max: number },
): { id: string; sort: number }[] | undefined => {
  const start = Math.max(range.min, range.min === 0 ? 1 : range.min);
  if (start + items.length - 1 > range.max) return undefined;
  return items
    .map((item, index) => ({ id: item.id, sort: start + index, was: item.sort }))
    .filter((item) => item.sort !== item.was)
    .map(({ id, sort }) => ({ id, sort }));
};
