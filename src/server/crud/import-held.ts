import { keyOf, resourceText } from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import type { Row } from '../http/wire';
import type { ImportHooks } from './import-hooks';
import type { ColumnValues, ResourceStore } from './resource-store';
import type { WriteArgs } from './submit';
import { allOf } from './where';

/** The caller's live rows whose `column` holds one of `values`, in one query rather than one per row. */
export const rowsHolding = (
  store: ResourceStore,
  identity: Identity,
  column: string,
  values: readonly (string | number)[],
): Row[] =>
  values.length === 0
    ? []
    : store.all(
        allOf([
          store.scope(identity),
          { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] },
        ]),
        [],
      );

/** Property → the field's unique message, for a row whose unique values other rows of the table already hold. */
export type UniqueCheck = (values: ColumnValues, exceptKey: string | undefined) => Map<string, string>;

/**
 * The unique fields (other than `skip`, the import's key, which the key lookup judges) of a file's rows
 * against the table as it is now: which stored rows hold each value, read once per field for the whole file.
 */
export const uniqueCheck = (
  store: ResourceStore,
  identity: Identity,
  rows: readonly ColumnValues[],
  skip?: string,
): UniqueCheck => {
  const held = new Map<string, { column: string; message: string; keys: Map<string, string[]> }>();
  for (const [property, stored] of store.byProperty) {
    if (!stored.field.unique || property === skip) continue;
    const values = [
      ...new Set(
        rows
          .map((values) => values[stored.column])
          .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
          .filter((value) => value !== ''),
      ),
    ];
    const keys = new Map<string, string[]>();
    for (const row of rowsHolding(store, identity, stored.column, values)) {
      const value = String(row[stored.column]);
      keys.set(value, [...(keys.get(value) ?? []), String(row[store.keyColumn])]);
    }
    held.set(property, { column: stored.column, message: resourceText(stored.field.unique), keys });
  }
  return (values, exceptKey) => {
    const problems = new Map<string, string>();
    for (const [property, { column, message, keys }] of held) {
      const value = values[column];
      if (value === undefined || value === null || value === '') continue;
      if ((keys.get(String(value)) ?? []).some((key) => key !== exceptKey)) problems.set(property, message);
    }
    return problems;
  };
};

/**
 * The problems a planned row meets in the table as it is now: a unique value another row holds, a natural key
 * already taken, the module's own row checks. Run while planning and again inside the write's transaction.
 */
export const tableProblems = (
  store: ResourceStore,
  hooks: ImportHooks,
  args: WriteArgs,
  exceptKey: string | undefined,
  unique: UniqueCheck,
): Map<string, string> => {
  const problems = unique(args.values, exceptKey);
  const { def } = store;
  // A code resource whose import is not keyed by its code: the code is still the row's identity.
  if (args.mode === 'create' && def.idKind === 'code' && exceptKey === undefined) {
    const code = String(args.values[store.keyColumn] ?? '');
    if (code && !problems.has(keyOf(def)) && store.get(args.identity, code)) problems.set(keyOf(def), '编号已存在');
  }
  for (const [property, message] of Object.entries(hooks.checkRow?.(args) ?? {}))
    if (!problems.has(property)) problems.set(property, message);
  return problems;
};
