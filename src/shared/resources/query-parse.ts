import { isEmpty } from '../validation/empty';
import { isDateTimeText } from './date-text';
import type { Field, SearchMode } from './field';
import { columnOf } from './naming';
import { searchFields } from './query-build';
import type { ResourceTextKey, TextParams } from './text';
import type { ResourceDef } from './types';

/** The SQL a condition stands for; the server maps each to a fixed fragment with a bound parameter. */
export type ConditionOp = 'eq' | 'ne' | 'like' | 'notLike' | 'likeLeft' | 'likeRight' | 'gt' | 'ge' | 'lt' | 'le';

/**
 * One filter of a list. `column` comes from the definition (never from the request) and `value` is bound
 * as a parameter. `like*` values are raw text: the server escapes `%`, `_` and `\` before adding wildcards
 * (`like` = %v%, `likeLeft` = %v, `likeRight` = v%, as SqlKeyword does).
 */
export interface QueryCondition {
  readonly field: string;
  readonly column: string;
  readonly op: ConditionOp;
  readonly value: string | number;
}

export interface QueryProblem {
  readonly param: string;
  readonly message: ResourceTextKey;
  readonly params: TextParams;
}

export type ParsedConditions =
  | { readonly ok: true; readonly conditions: QueryCondition[]; readonly ignored: string[] }
  | { readonly ok: false; readonly error: QueryProblem };

/** Parameters that are never filters (bladex-contract.md §1.6). */
export const RESERVED_PARAMS: ReadonlySet<string> = new Set(['blade-auth', 'current', 'size', 'ascs', 'descs']);

type Suffix = keyof typeof SUFFIX_OPS | '';

const SUFFIX_OPS = {
  equal: 'eq',
  notequal: 'ne',
  like: 'like',
  notlike: 'notLike',
  likeleft: 'likeLeft',
  likeright: 'likeRight',
  gt: 'gt',
  ge: 'ge',
  lt: 'lt',
  le: 'le',
  dategt: 'gt',
  datege: 'ge',
  datelt: 'lt',
  datele: 'le',
  dateequal: 'eq',
} as const satisfies Record<string, ConditionOp>;

/** Which suffixes a field of each search mode accepts; plain (no suffix) is LIKE by the contract. */
const ALLOWED: Record<SearchMode, readonly Suffix[]> = {
  like: ['', 'like', 'equal', 'notequal', 'notlike', 'likeleft', 'likeright'],
  equal: ['', 'equal', 'notequal'],
  range: ['equal', 'notequal', 'gt', 'ge', 'lt', 'le'],
  dateRange: ['dategt', 'datege', 'datelt', 'datele', 'dateequal'],
  dateBetween: ['dategt', 'datege', 'datelt', 'datele', 'dateequal'],
};

const NUMERIC_KINDS: ReadonlySet<Field['kind']> = new Set(['number', 'integer', 'money']);

const splitName = (name: string): { base: string; suffix: Suffix } | undefined => {
  const at = name.lastIndexOf('_');
  if (at <= 0) return { base: name, suffix: '' };
  const suffix = name.slice(at + 1);
  return suffix in SUFFIX_OPS ? { base: name.slice(0, at), suffix: suffix as Suffix } : undefined;
};

const valueFor = (field: Field, suffix: Suffix, raw: string): string | number | undefined => {
  if (suffix.startsWith('date')) return isDateTimeText(raw) ? raw : undefined;
  if (['gt', 'ge', 'lt', 'le'].includes(suffix) && NUMERIC_KINDS.has(field.kind)) {
    return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : undefined;
  }
  return raw;
};

/**
 * Query parameters → typed conditions, for the server's list route.
 *
 * - Only declared searchable fields become conditions; their columns come from the definition.
 * - **Ignored** (returned in `ignored`, no error): names that are no searchable field, `_ignore`, empty
 *   values, and virtual fields (the resource's module reads those from the query itself). Clients send such extras (cache busters, `tenantId`, `parentId` of lazy lists), BladeX
 *   tolerates them, and an unknown name can never reach SQL, so refusing would only break callers.
 *   Entity-style lists ignore suffixed names too, as BladeX's entity binding does.
 * - **Refused** (`ok: false`): a searchable field with a suffix its mode does not allow, or a value of the
 *   wrong shape (a non-number for `_ge` on a number, a non-`yyyy-MM-dd HH:mm:ss` date). The caller plainly
 *   meant to filter that field; dropping the filter would answer with more rows than asked for.
 */
export const parseConditions = (def: ResourceDef, query: Readonly<Record<string, unknown>>): ParsedConditions => {
  const fields = new Map(searchFields(def).map((field) => [field.name, field]));
  const conditions: QueryCondition[] = [];
  const ignored: string[] = [];
  for (const [param, rawValue] of Object.entries(query)) {
    if (RESERVED_PARAMS.has(param)) continue;
    const split = splitName(param);
    const field = split ? fields.get(split.base) : undefined;
    if (!split || !field || !field.search || field.virtual || (def.filterStyle === 'entity' && split.suffix !== '')) {
      ignored.push(param);
      continue;
    }
    if (isEmpty(rawValue)) continue;
    if (Array.isArray(rawValue) || typeof rawValue === 'object') {
      return { ok: false, error: { param, message: 'res.common.query.value', params: { param } } };
    }
    if (!ALLOWED[field.search].includes(split.suffix)) {
      return { ok: false, error: { param, message: 'res.common.query.op', params: { param } } };
    }
    const value = valueFor(field, split.suffix, String(rawValue).trim());
    if (value === undefined)
      return { ok: false, error: { param, message: 'res.common.query.value', params: { param } } };
    const op: ConditionOp =
      split.suffix === '' ? (def.filterStyle === 'entity' ? 'eq' : 'like') : SUFFIX_OPS[split.suffix];
    conditions.push({ field: field.name, column: columnOf(field), op, value });
  }
  return { ok: true, conditions, ignored };
};
