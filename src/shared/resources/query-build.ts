import { isEmpty } from '../validation/empty';
import { DEFAULT_RANGE_TIMES, shiftDateTimeText } from './date-text';
import { isDateRangeField, isRangeField, type Field, type RangeField } from './field';
import type { ResourceDef } from './types';

/** Search-form values by field name; ranges are `[from, to]` pairs (either end may be empty). */
export type SearchValues = Readonly<Record<string, unknown>>;

/** Query parameters as they go on the wire (axios `params`). */
export type QueryParams = Record<string, string>;

/** A field that can be searched: any kind but the date ranges (a number range searches as `range`). */
export type SearchableField = Exclude<Field, RangeField<string>>;

/** The fields a search form shows, in definition order. */
export const searchFields = (def: ResourceDef): SearchableField[] =>
  def.fields.filter(
    (field): field is SearchableField => !isDateRangeField(field) && field.search !== undefined && !field.serverOnly,
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
 * spec's `isEmpty`. `like` sends the plain name, `equal` `_equal`, `range` `_ge`/`_le` (a number range:
 * `<start>_ge` and `<end>_le`, the rows whose pair lies inside the searched one), `dateRange` the spec's
 * `_dategt`/`_datelt` (spec 000 §7, 002 §2). Bare dates take 00:00:00 / 23:59:59, and both bounds are found:
 * being strict, the two suffixes get one second before the start and one after the end (2024-01-01 ~
 * 2024-01-31 sends `_dategt=2023-12-31 23:59:59` and `_datelt=2024-02-01 00:00:00`), so a row stamped exactly
 * 2024-01-01 00:00:00 or 2024-01-31 23:59:59 is in, as an operator choosing those days expects. Resources with
 * `filterStyle: 'entity'` send every field under its plain name, since BladeX binds those lists to the entity.
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
      if (isRangeField(field)) {
        const [from, to] = pairOf(value);
        put(field.start, from);
        put(field.end, to);
      } else put(field.name, value);
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
        put(`${isRangeField(field) ? field.start : field.name}_ge`, from);
        put(`${isRangeField(field) ? field.end : field.name}_le`, to);
        break;
      }
      case 'dateRange': {
        const [from, to] = pairOf(value);
        if (!isEmpty(from))
          params[`${field.name}_dategt`] = shiftDateTimeText(withTime(from, DEFAULT_RANGE_TIMES[0]), -1);
        if (!isEmpty(to)) params[`${field.name}_datelt`] = shiftDateTimeText(withTime(to, DEFAULT_RANGE_TIMES[1]), 1);
        break;
      }
    }
  }
  return params;
};
