import type { BoardQuery } from '../../frame/board-context';

/** A view's own date-time range (views 3 and 4 have one): both ends `yyyy-MM-dd HH:mm:ss`, or none. */
export interface ViewRange {
  from: string;
  to: string;
}

/** `yyyy-MM-ddTHH:mm[:ss]` from a datetime-local input → `yyyy-MM-dd HH:mm:ss`; '' when unreadable. */
export const fromInputValue = (value: string, defaultSeconds: '00' | '59'): string => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return '';
  return `${match[1]} ${match[2]}:${match[3] ?? defaultSeconds}`;
};

/** `yyyy-MM-dd HH:mm:ss` → the datetime-local input's value. */
export const toInputValue = (value: string): string => value.replace(' ', 'T');

/** Why a pair of ends cannot be used, or null when it can (both set, start not after end). */
export const rangeProblem = (from: string, to: string): 'incomplete' | 'order' | null => {
  if (!from || !to) return 'incomplete';
  return from > to ? 'order' : null;
};

/** The board's query with the view's own range in force when one is chosen (the header's otherwise). */
export const withViewRange = (query: BoardQuery, range: ViewRange | null): BoardQuery =>
  range ? { ...query, from: range.from, to: range.to } : query;
