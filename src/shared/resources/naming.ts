import { isRangeField, type Field } from './field';
import type { ResourceDef, SortSpec } from './types';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES } from './types';

/** `roleId` → `role_id`, `nameEn` → `name_en`: how BladeX maps JSON names to columns. */
export const toSnakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `create_time` → `createTime`. */
export const toCamelCase = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_whole, c: string) => c.toUpperCase());

/** The SQL column of a field (range fields have two, see `storedProperties`). */
export const columnOf = (field: Field): string => field.column ?? toSnakeCase(field.name);

/** The record properties a field stores: one, or `start`/`end` for ranges, none for form-only or virtual fields. */
export const storedProperties = (field: Field): string[] => {
  if (field.formOnly || field.virtual) return [];
  if (isRangeField(field)) return [field.start, field.end];
  return [field.name];
};

/** The property that identifies a row: `id`, or the natural key of a `code` resource. */
export const keyOf = (def: ResourceDef): string => (def.idKind === 'code' ? (def.keyField ?? 'code') : 'id');

/** The sort a list uses when the request names none. */
export const resolveDefaultSort = (def: ResourceDef): readonly SortSpec[] => {
  if (def.defaultSort) return def.defaultSort;
  if (def.audit) return [{ field: 'createTime', order: 'desc' }];
  if (def.fields.some((field) => field.name === 'sort')) return [{ field: 'sort', order: 'asc' }];
  return [];
};

export const pageSizesOf = (def: ResourceDef): readonly number[] => def.pageSizes ?? DEFAULT_PAGE_SIZES;
export const defaultPageSizeOf = (def: ResourceDef): number => def.defaultPageSize ?? DEFAULT_PAGE_SIZE;

/** Button codes of the standard operations the definition allows. */
export const buttonCodes = (
  def: ResourceDef,
): { add?: string; edit?: string; delete?: string; view?: string; export?: string; import?: string } => ({
  ...(def.readOnly || def.noAdd ? {} : { add: `${def.permission}_add` }),
  ...(def.readOnly ? {} : { edit: `${def.permission}_edit` }),
  ...(def.verbs.remove ? { delete: `${def.permission}_delete` } : {}),
  ...(def.noView ? {} : { view: `${def.permission}_view` }),
  ...(def.export ? { export: `${def.permission}_export` } : {}),
  ...(def.import ? { import: `${def.permission}_import` } : {}),
});
