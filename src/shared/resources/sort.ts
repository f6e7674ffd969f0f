import { isRangeField, type Field } from './field';
import { columnOf, resolveDefaultSort, toSnakeCase } from './naming';
import { perDefinition } from './per-definition';
import type { ResourceDef } from './types';

export interface SortColumn {
  readonly column: string;
  readonly order: 'asc' | 'desc';
}

export type ParsedSort =
  | { readonly ok: true; readonly sort: SortColumn[] }
  | {
      readonly ok: false;
      readonly error: {
        readonly column: string;
        readonly message: 'res.common.query.sort';
        readonly params: { column: string };
      };
    };

/** Columns a list may be sorted by: the declared sortable fields, by column and by JSON name. */
export const sortableColumns = (def: ResourceDef): Map<string, string> => {
  const map = new Map<string, string>();
  for (const field of def.fields) {
    if (!field.sortable || isRangeField(field) || field.serverOnly || field.virtual) continue;
    map.set(columnOf(field), columnOf(field));
    map.set(field.name, columnOf(field));
  }
  return map;
};

/** BladeX's BaseEntity columns a list may be ordered by (bladex-contract.md §1.3). */
const AUDIT_SORT_COLUMNS = ['create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status'];

/**
 * Columns `ascs`/`descs` accept (issue 17): as MyBatis-Plus orders by any column of the table, every stored field
 * (not only those the screen offers to sort), the key, and the audit columns of a BaseEntity; still never a name
 * that is no column, so raw input never reaches SQL.
 */
export const wireSortColumns = (def: ResourceDef): Map<string, string> => {
  const map = new Map<string, string>(def.idKind === 'snowflake' ? [['id', 'id']] : []);
  if (def.audit)
    for (const column of AUDIT_SORT_COLUMNS) {
      map.set(column, column);
      map.set(
        column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
        column,
      );
    }
  for (const field of def.fields) {
    if (isRangeField(field) || field.serverOnly || field.virtual || field.formOnly || field.kind === 'password')
      continue;
    map.set(columnOf(field), columnOf(field));
    map.set(field.name, columnOf(field));
  }
  return map;
};

const listOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

const wireSortColumnsOf = perDefinition(wireSortColumns);

const defaultSortOf = perDefinition((def): readonly SortColumn[] => {
  const byName = new Map(def.fields.map((field) => [field.name, columnOf(field)]));
  return resolveDefaultSort(def).map((spec) => ({
    column: byName.get(spec.field) ?? toSnakeCase(spec.field),
    order: spec.order,
  }));
});

/**
 * `ascs` / `descs` comma lists (bladex-contract.md §1.5; snake_case columns, JSON names accepted too) →
 * the columns to order by. A name that is no column (`wireSortColumns`) is refused with its name, so raw
 * input never reaches SQL. Without either parameter, the definition's default sort.
 */
export const parseSort = (def: ResourceDef, query: Readonly<Record<string, unknown>>): ParsedSort => {
  const requested = [
    ...listOf(query.ascs).map((name) => ({ name, order: 'asc' as const })),
    ...listOf(query.descs).map((name) => ({ name, order: 'desc' as const })),
  ];
  if (requested.length === 0) return { ok: true, sort: [...defaultSortOf(def)] };
  const allowed = wireSortColumnsOf(def);
  const sort: SortColumn[] = [];
  for (const { name, order } of requested) {
    const column = allowed.get(name);
    if (column === undefined)
      return { ok: false, error: { column: name, message: 'res.common.query.sort', params: { column: name } } };
    if (!sort.some((entry) => entry.column === column)) sort.push({ column, order });
  }
  return { ok: true, sort };
};

/**
 * The field a definition's rows are ordered by, which `update/sort` writes (drag to sort): `sort`, or the
 * integer field its default sort names first.
 */
export const sortFieldOf = (def: ResourceDef): Field | undefined =>
  def.fields.find((field) => field.name === 'sort') ??
  def.fields.find((field) => field.name === def.defaultSort?.[0]?.field && field.kind === 'integer');
