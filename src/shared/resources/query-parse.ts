import { isEmpty } from '../validation/empty';
import { isDateTimeText } from './date-text';
import { isRangeField, type Field } from './field';
import { columnOf, toSnakeCase } from './naming';
import type { ResourceTextKey, TextParams } from './text';
import { perDefinition } from './per-definition';
import type { ResourceDef } from './types';

/** The SQL a condition stands for; the server maps each to a fixed fragment with a bound parameter. */
export type ConditionOp =
  'eq' | 'ne' | 'like' | 'notLike' | 'likeLeft' | 'likeRight' | 'gt' | 'ge' | 'lt' | 'le' | 'isNull' | 'notNull';

/**
 * One filter of a list. `column` comes from the definition (never from the request) and `value` is bound
 * as a parameter. `like*` values are raw text: the server escapes `%`, `_` and `\` before adding wildcards
 * (`like` = %v%, `likeLeft` = %v, `likeRight` = v%, as SqlKeyword does). `isNull` / `notNull` bind nothing.
 * `dateOnly`: the column holds `yyyy-MM-dd` and is compared with a `yyyy-MM-dd HH:mm:ss` value as that day's
 * 00:00:00, the way MySQL compares a DATE with a DATETIME.
 */
export interface QueryCondition {
  readonly field: string;
  readonly column: string;
  readonly op: ConditionOp;
  readonly value: string | number;
  readonly dateOnly?: true;
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

/** Every suffix of the §1.6 table (SqlKeyword) and the condition it makes; `ignore` makes none. */
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
  null: 'isNull',
  notnull: 'notNull',
  dategt: 'gt',
  datege: 'ge',
  datelt: 'lt',
  datele: 'le',
  dateequal: 'eq',
  ignore: null,
} as const satisfies Record<string, ConditionOp | null>;

type Suffix = keyof typeof SUFFIX_OPS;

const DATE_SUFFIXES: ReadonlySet<Suffix> = new Set(['dategt', 'datege', 'datelt', 'datele', 'dateequal']);
const ORDER_SUFFIXES: ReadonlySet<Suffix> = new Set(['gt', 'ge', 'lt', 'le']);
const NUMERIC_KINDS: ReadonlySet<Field['kind']> = new Set([
  'number',
  'integer',
  'money',
  'integerRange',
  'numberRange',
]);
const DATE_KINDS: ReadonlySet<Field['kind']> = new Set(['date', 'datetime', 'dateRange', 'datetimeRange']);

/** A record property a list may be filtered by: its field and SQL column. */
export interface FilterTarget {
  readonly property: string;
  readonly column: string;
  readonly field: Field;
}

/**
 * What a list may be filtered by: every stored property of the definition (both properties of a range),
 * except server-only values (password hashes) and passwords, which no filter may probe.
 */
export const filterTargets = (def: ResourceDef): Map<string, FilterTarget> => {
  const targets = new Map<string, FilterTarget>();
  for (const field of def.fields) {
    if (field.formOnly || field.serverOnly || field.virtual || field.kind === 'password') continue;
    if (isRangeField(field)) {
      for (const property of [field.start, field.end])
        targets.set(property, { property, column: toSnakeCase(property), field });
    } else {
      targets.set(field.name, { property: field.name, column: columnOf(field), field });
    }
  }
  return targets;
};

/** `realName_like` → `realName` + `like`; a name without a known suffix is a plain name. */
const splitName = (name: string): { base: string; suffix: Suffix | '' } => {
  const at = name.lastIndexOf('_');
  const suffix = at > 0 ? name.slice(at + 1) : '';
  return Object.hasOwn(SUFFIX_OPS, suffix)
    ? { base: name.slice(0, at), suffix: suffix as Suffix }
    : { base: name, suffix: '' };
};

/** The value a condition binds, or undefined when its shape does not fit the suffix and the column. */
const valueFor = (field: Field, suffix: Suffix | '', raw: string): string | number | undefined => {
  if (DATE_SUFFIXES.has(suffix as Suffix)) return isDateTimeText(raw) ? raw : undefined;
  if (ORDER_SUFFIXES.has(suffix as Suffix) && NUMERIC_KINDS.has(field.kind)) {
    return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : undefined;
  }
  return raw;
};

const refused = (param: string, message: ResourceTextKey): ParsedConditions => ({
  ok: false,
  error: { param, message, params: { param } },
});

/**
 * Query parameters → typed conditions, for the server's list route (bladex-contract.md §1.6).
 *
 * Map-style lists (`filterStyle: 'map'`), as `Condition.getQueryWrapper` builds them:
 * - every non-empty parameter names a stored property of the definition (see `filterTargets`) and an
 *   optional suffix: none or `_like` = LIKE %v%, `_notlike`, `_likeleft` = LIKE %v, `_likeright` = LIKE v%,
 *   `_equal` / `_notequal`, `_gt` `_ge` `_lt` `_le`, `_null` / `_notnull` (IS [NOT] NULL), `_dategt`
 *   `_datege` `_datelt` `_datele` `_dateequal`; `_ignore` and empty values are skipped;
 * - **refused** (`ok: false`, a 400 naming the parameter): a name that is no property of the definition (it
 *   would be an unknown column in BladeX, and dropping it would answer with more rows than asked for), a date
 *   suffix on a column that holds no date, or a value of the wrong shape (a non-number for `_ge` on a number,
 *   a date suffix without `yyyy-MM-dd HH:mm:ss`, a list or object).
 *
 * Virtual fields (no column; a module answers their search, e.g. an order's area at any level) are skipped here
 * and reported in `ignored`.
 *
 * Entity-style lists (`filterStyle: 'entity'`) bind to the entity as BladeX does for post, topmenu and client:
 * a plain property name compares with equality, anything else (suffixed or unknown names) is ignored and
 * reported in `ignored`.
 *
 * Columns always come from the definition; values are always bound parameters.
 */
const filterTargetsOf = perDefinition(filterTargets);
const virtualNamesOf = perDefinition(
  (def): ReadonlySet<string> => new Set(def.fields.filter((field) => field.virtual).map((field) => field.name)),
);

export const parseConditions = (def: ResourceDef, query: Readonly<Record<string, unknown>>): ParsedConditions => {
  const targets = filterTargetsOf(def);
  const virtuals = virtualNamesOf(def);
  const conditions: QueryCondition[] = [];
  const ignored: string[] = [];
  for (const [param, rawValue] of Object.entries(query)) {
    if (RESERVED_PARAMS.has(param)) continue;
    const { base, suffix } = splitName(param);
    const target = targets.get(base);
    // A virtual field is searched by the resource's own module, which reads the parameter itself.
    if (!target && virtuals.has(base)) {
      ignored.push(param);
      continue;
    }
    if (def.filterStyle === 'entity') {
      if (!target || suffix !== '') {
        ignored.push(param);
        continue;
      }
    } else if (suffix === 'ignore') {
      ignored.push(param);
      continue;
    } else if (!target) {
      return refused(param, 'res.common.query.unknown');
    }
    if (isEmpty(rawValue)) continue;
    if (Array.isArray(rawValue) || typeof rawValue === 'object') return refused(param, 'res.common.query.value');
    const { field, column } = target;
    if (DATE_SUFFIXES.has(suffix as Suffix) && !DATE_KINDS.has(field.kind))
      return refused(param, 'res.common.query.op');
    const value = valueFor(field, suffix, String(rawValue).trim());
    if (value === undefined) return refused(param, 'res.common.query.value');
    const op: ConditionOp =
      suffix === '' ? (def.filterStyle === 'entity' ? 'eq' : 'like') : (SUFFIX_OPS[suffix] as ConditionOp);
    const dateOnly = DATE_SUFFIXES.has(suffix as Suffix) && (field.kind === 'date' || field.kind === 'dateRange');
    conditions.push({ field: target.property, column, op, value, ...(dateOnly ? { dateOnly: true as const } : {}) });
  }
  return { ok: true, conditions, ignored };
};
