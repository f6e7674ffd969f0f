import { isEmpty } from '../validation/empty';
import { DEFAULT_RANGE_TIMES } from './date-text';
import { isRangeField, type Field, type RangeField } from './field';
import type { ResourceDef } from './types';

/** Search-form values by field name; ranges are `[from, to]` pairs (either end may be empty). */
export type SearchValues = Readonly<Record<string, unknown>>;

/** Query parameters as they go on the wire (axios `params`). */
export type QueryParams = Record<string, string>;

/** A field that can be searched: any kind but the two-property ranges. */
export type SearchableField = Exclude<Field, RangeField<string>>;

/** The fields a search form shows, in definition order. */
export const searchFields = (def: ResourceDef): SearchableField[] =>
  def.fields.filter(
    (field): field is SearchableField => !isRangeField(field) && field.search !== undefined && !field.serverOnly,
  );

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => String(item).trim()).join(',') : String(value).trim();

const withTime = (value: unknown, time: string): string => {
  const text = textOf(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} ${time}` : text;
};

const pairOf = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];

/**
 * Search-form values → list query parameters (bladex-contract.md §1.6), dropping empty values by the
 * spec's `isEmpty`. `like` sends the plain name, `equal` `_equal`, `range` `_ge`/`_le`, `dateRange`
 * `_dategt`/`_datelt` and `dateBetween` `_datege`/`_datele` (bare dates get 00:00:00 / 23:59:59). Resources with `filterStyle: 'entity'` send
 * every field under its plain name, since BladeX binds those lists to the entity.
 */
export const toQueryParams = (def: ResourceDef, values: SearchValues): QueryParams => {
  const params: QueryParams = {};
  const put = (name: string, value: unknown) => {
    if (!isEmpty(value)) params[name] = textOf(value);
  };
  for (const field of searchFields(def)) {
    const value = values[field.name];
    if (isEmpty(value)) continue;
    if (def.filterStyle === 'entity') {
      put(field.name, value);
      continue;
    }
    switch (field.search) {
      case 'like':
        put(field.name, value);
        break;
      case 'equal':
        put(`${field.name}_equal`, value);
        break;
      case 'range': {
        const [from, to] = pairOf(value);
        put(`${field.name}_ge`, from);
        put(`${field.name}_le`, to);
        break;
      }
      case 'dateRange':
      case 'dateBetween': {
        const [from, to] = pairOf(value);
        const [after, before] = field.search === 'dateRange' ? ['dategt', 'datelt'] : ['datege', 'datele'];
        if (!isEmpty(from)) params[`${field.name}_${after}`] = withTime(from, DEFAULT_RANGE_TIMES[0]);
        if (!isEmpty(to)) params[`${field.name}_${before}`] = withTime(to, DEFAULT_RANGE_TIMES[1]);
        break;
      }
    }
  }
  return params;
};
