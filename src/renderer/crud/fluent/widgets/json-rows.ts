import type { JsonRowColumn } from '../../../../shared/resources';

export type JsonRow = Readonly<Record<string, string>>;

const cell = (value: unknown): string =>
  value === null || value === undefined || typeof value === 'object' ? '' : String(value);

/** The rows a JSON list field holds (a list as the detail answers it, or its text), each column as typed text. */
export const rowsOf = (value: unknown, columns: readonly JsonRowColumn[]): JsonRow[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim() ? JSON.parse(value) : [];
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((entry: unknown) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    return Object.fromEntries(columns.map((column) => [column.name, cell(item[column.name])]));
  });
};

/** A new row: blank, but an integer column (a sort) continues after the last row's. */
export const blankRow = (rows: readonly JsonRow[], columns: readonly JsonRowColumn[]): JsonRow =>
  Object.fromEntries(
    columns.map((column) => {
      if (column.kind !== 'integer') return [column.name, ''];
      const last = Math.max(0, ...rows.map((row) => Number(row[column.name]) || 0));
      return [column.name, String(last + 1)];
    }),
  );

/** What a typed cell keeps: digits only for an integer, digits and one point for a decimal (checked on save). */
export const typedCell = (kind: JsonRowColumn['kind'], text: string): string =>
  kind === 'integer' ? text.replace(/\D/g, '') : kind === 'decimal' ? text.replace(/[^\d.]/g, '') : text;
