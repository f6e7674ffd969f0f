import type { QueryCondition } from '../../shared/resources/index';
import { assertIdentifier } from './table-columns';

/** A piece of SQL with its bound parameters; fragments are combined, never concatenated with input. */
export interface SqlPart {
  readonly sql: string;
  readonly params: readonly (string | number)[];
}

const OPS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** `%`, `_` and `\` in a LIKE value match themselves, as MyBatis-Plus escapes them. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition: its column comes from the definition, its value is always a bound parameter. */
export const conditionSql = (condition: QueryCondition, alias = ''): SqlPart => {
  const column = `${alias}${assertIdentifier(condition.column)}`;
  const text = String(condition.value);
  switch (condition.op) {
    case 'like':
      return { sql: `${column} LIKE ? ESCAPE '\\'`, params: [`%${escapeLike(text)}%`] };
    case 'notLike':
      return { sql: `${column} NOT LIKE ? ESCAPE '\\'`, params: [`%${escapeLike(text)}%`] };
    case 'likeLeft':
      return { sql: `${column} LIKE ? ESCAPE '\\'`, params: [`%${escapeLike(text)}`] };
    case 'likeRight':
      return { sql: `${column} LIKE ? ESCAPE '\\'`, params: [`${escapeLike(text)}%`] };
    default:
      return { sql: `${column} ${OPS[condition.op]} ?`, params: [condition.value] };
  }
};

/** `a AND b AND ...` of the parts, or an always-true fragment. */
export const allOf = (parts: readonly SqlPart[]): SqlPart =>
  parts.length === 0
    ? { sql: '1 = 1', params: [] }
    : { sql: parts.map((part) => `(${part.sql})`).join(' AND '), params: parts.flatMap((part) => part.params) };

/** `a OR b OR ...`; an empty list matches nothing. */
export const anyOf = (parts: readonly SqlPart[]): SqlPart =>
  parts.length === 0
    ? { sql: '1 = 0', params: [] }
    : { sql: parts.map((part) => `(${part.sql})`).join(' OR '), params: parts.flatMap((part) => part.params) };

/** A comma-list column (`dept_id` = `1,2`) holding any of the ids. */
export const listColumnHasAny = (column: string, ids: readonly string[]): SqlPart =>
  anyOf(
    ids.map((id) => ({
      sql: `(',' || ${assertIdentifier(column)} || ',') LIKE ? ESCAPE '\\'`,
      params: [`%,${escapeLike(id)},%`],
    })),
  );

/** `?,?,?` for an IN list. */
export const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(',');
