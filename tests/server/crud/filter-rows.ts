import { columnOf, isRangeField, keyOf, type Field, type ResourceDef } from '../../../src/shared/resources/index';
import { sqlTypeOf, type SqlType } from '../../../src/server/crud/table-columns';
import { flatten, keyColumn, type CrudFixture } from './fixtures';

/**
 * Helpers for filter and sort tests that must be able to fail: rows are given distinct values straight in
 * SQL (the filter under test is the only thing that tells them apart), then listed through the real route.
 */

type SqlValue = string | number | null;

/** Writes one column of one row, bypassing the submit rules (the values under test may be any stored value). */
export const setColumn = (fx: CrudFixture, def: ResourceDef, key: string, column: string, value: SqlValue): void => {
  fx.db.prepare(`UPDATE ${def.table} SET ${column} = ? WHERE ${keyColumn(def)} = ?`).run(value, key);
};

type Body = { code: number; msg: string; data: unknown };

/** Every row a list answers for a query: all pages of a flat list, the whole tree of a tree list. */
export const listAll = async (
  fx: CrudFixture,
  def: ResourceDef,
  query: Record<string, string>,
  token = fx.admin,
): Promise<{ status: number; msg: string; rows: Record<string, unknown>[] }> => {
  const url = `${def.endpoint}/${def.verbs.list}`;
  const rows: Record<string, unknown>[] = [];
  for (let current = 1; ; current += 1) {
    const res = await fx.server.call(token, {
      method: 'GET',
      url,
      query: { ...query, current: String(current), size: '1000' },
    });
    const body = res.json() as Body;
    if (res.statusCode !== 200) return { status: res.statusCode, msg: body.msg, rows };
    if (def.shape === 'tree') return { status: 200, msg: body.msg, rows: flatten(body.data) };
    const page = body.data as { records: Record<string, unknown>[]; total: number };
    rows.push(...page.records);
    if (rows.length >= page.total || page.records.length === 0) return { status: 200, msg: body.msg, rows };
  }
};

/** The keys of listed rows. */
export const keysOf = (def: ResourceDef, rows: readonly Record<string, unknown>[]): string[] =>
  rows.map((row) => String(row[keyOf(def)]));

const columnInfo = (fx: CrudFixture, table: string) =>
  new Map(
    fx.db
      .prepare<[string], { name: string; notnull: number }>('SELECT name, "notnull" FROM pragma_table_info(?)')
      .all(table)
      .map((column) => [column.name, column]),
  );

const plainStored = (def: ResourceDef, field: Field): boolean =>
  !isRangeField(field) &&
  !field.formOnly &&
  !field.serverOnly &&
  !field.virtual &&
  field.kind !== 'password' &&
  field.name !== keyOf(def) &&
  field.name !== def.tree?.parentField;

/** A text column that is not unique: free to take any text the filter tests need. */
export const freeTextField = (def: ResourceDef): Field | undefined =>
  def.fields.find(
    (field) => plainStored(def, field) && (field.kind === 'text' || field.kind === 'textarea') && !field.unique,
  );

/** A column that may hold NULL, for `_null` / `_notnull`: the given field's when it may, else the first one. */
export const nullableField = (fx: CrudFixture, def: ResourceDef, prefer?: Field): Field | undefined => {
  const info = columnInfo(fx, def.table);
  const nullable = (field: Field) => plainStored(def, field) && info.get(columnOf(field))?.notnull === 0;
  return prefer && nullable(prefer) ? prefer : def.fields.find(nullable);
};

/** A numeric column for the order suffixes. */
export const numberField = (def: ResourceDef): Field | undefined =>
  def.fields.find(
    (field) => plainStored(def, field) && (field.kind === 'integer' || field.kind === 'number') && !field.unique,
  );

/** The SQL type a field's column holds. */
export const sqlType = (field: Field): SqlType => sqlTypeOf(field);

/** Letters only (`seq` 27 → `ab`), so a text never contains a digit-bearing sample value. */
export const letters = (seq: number): string => {
  let out = '';
  let n = seq;
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
};

/**
 * A stored value for row B that a filter for `a` must not find: another number, another date, another
 * code, or a text that neither contains `a` nor is contained in it.
 */
export const otherValue = (field: Field, a: string, seq: number): SqlValue => {
  if (sqlTypeOf(field) !== 'TEXT') return (Number(a) || 0) + 1000 + seq;
  switch (field.kind) {
    case 'date':
      return a === '1999-01-02' ? '1999-01-03' : '1999-01-02';
    case 'datetime':
      return a === '1999-01-02 03:04:05' ? '1999-01-03 03:04:05' : '1999-01-02 03:04:05';
    case 'region':
      return a === '532901' ? '532922' : '532901';
    case 'treeSelect':
    case 'reference':
      return '1999999999999999999';
    default: {
      const text = `qz${letters(seq)}`;
      return text.includes(a) || a.includes(text) ? `${text}w` : text;
    }
  }
};

/** A stored value for row A when the sample left the searched column empty. */
export const ownValue = (field: Field, seq: number): SqlValue => {
  if (sqlTypeOf(field) !== 'TEXT') return 7 + seq;
  switch (field.kind) {
    case 'date':
      return '1998-05-06';
    case 'datetime':
      return '1998-05-06 07:08:09';
    case 'region':
      return '532922';
    case 'treeSelect':
    case 'reference':
      return '1888000000000000001';
    default:
      return `pz${letters(seq)}`;
  }
};
