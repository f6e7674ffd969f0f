import { normalizeAccountName } from '../validation/account-name';
import { isHttpUrl } from '../validation/url';
import { isDateText, isDateTimeText } from './date-text';
import {
  assertNeverField,
  isDateRangeField,
  type DictField,
  type Field,
  type MapBounds,
  type NumberRangeField,
  type PairField,
  type RangeField,
  type RegionField,
  type RegionLevel,
  type UploadField,
} from './field';
import { insideBounds } from '../geo/dali-map';
import { ok, problem, V, type Parsed } from './value-problems';

/** Stored value of a field: text, a number, or (switch/dict/enum) whatever the definition declares. */
export type StoredValue = string | number;

/** Items of a dictionary code, when the caller knows them (the server from SQLite, the renderer from its cache). */
export type DictItemsLookup = (field: DictField<string>) => readonly string[] | undefined;

const SNOWFLAKE = /^\d{1,20}$/;
const REGION_LEVEL_BY_LENGTH: Record<number, RegionLevel> = { 2: 1, 4: 2, 6: 3, 9: 4, 12: 5 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const asText = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;

/** Forms send numbers as text; accept both, nothing else (no booleans, no `1e3`, no blanks). */
const asNumber = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw.trim());
  return undefined;
};

/** A multiple value arrives as an array or a comma list; both become trimmed, non-empty items. */
export const itemsOf = (raw: unknown): string[] | undefined => {
  const parts = Array.isArray(raw) ? raw.map(asText) : asText(raw)?.split(',');
  if (parts === undefined || parts.some((part) => part === undefined)) return undefined;
  return (parts as string[]).map((part) => part.trim()).filter((part) => part !== '');
};

/** Control characters a text may hold: none on one line; tab and line breaks in a multi-line field. */
const SINGLE_LINE_CONTROL = /\p{Cc}/u;
const MULTI_LINE_CONTROL = /[^\P{Cc}\t\n\r]/u;

const isAccountField = (field: Field): boolean =>
  'rules' in field && (field.rules ?? []).some((rule) => rule.kind === 'format' && rule.format === 'account');

/**
 * Text as stored: control characters refused (issue 18 item 7: `admin\u0000` was an account), except tab and line
 * breaks where the field has several lines; a sign-in name is NFKC-normalised and trimmed first.
 */
const parseText = (field: Field, raw: unknown): Parsed<string> => {
  const text = asText(raw);
  if (text === undefined) return problem(V.text);
  const multiLine = field.kind === 'textarea' || field.kind === 'richText';
  if ((multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(text)) return problem(V.controlChars);
  return ok(isAccountField(field) ? normalizeAccountName(text) : text);
};

const parseNumber = (raw: unknown, integer: boolean, precision?: number): Parsed<number> => {
  const value = asNumber(raw);
  if (value === undefined) return problem(integer ? V.integer : V.number);
  if (integer && !Number.isSafeInteger(value)) return problem(V.integer);
  if (precision !== undefined && Math.round(value * 10 ** precision) / 10 ** precision !== value)
    return problem(V.number);
  return ok(value);
};

const parseMoney = (raw: unknown, unit: 'cent' | 'yuan'): Parsed<number> => {
  const value = asNumber(raw);
  if (unit === 'cent') return value !== undefined && Number.isSafeInteger(value) ? ok(value) : problem(V.moneyCent);
  const text = asText(raw)?.trim();
  return value !== undefined && text !== undefined && /^-?\d+(\.\d{1,2})?$/.test(text) ? ok(value) : problem(V.money);
};

/** Options chosen from a list: each item must be an allowed value; multiple values are comma-joined. */
const parseChoice = (
  raw: unknown,
  multiple: boolean,
  valueType: 'string' | 'number',
  allowed: readonly string[] | undefined,
  unknownMessage: typeof V.option | typeof V.dictValue,
): Parsed<StoredValue> => {
  const items = itemsOf(raw);
  if (items === undefined || items.length === 0 || (!multiple && items.length > 1)) return problem(V.option);
  if (valueType === 'number' && items.some((item) => !/^-?\d+$/.test(item))) return problem(V.option);
  if (allowed && items.some((item) => !allowed.includes(item))) return problem(unknownMessage);
  if (multiple) return ok([...new Set(items)].join(','));
  return ok(valueType === 'number' ? Number(items[0]) : items[0]);
};

const parseIds = (raw: unknown, multiple: boolean): Parsed<string> => {
  const items = itemsOf(raw);
  if (items === undefined || items.length === 0 || (!multiple && items.length > 1)) return problem(V.id);
  return items.every((item) => SNOWFLAKE.test(item)) ? ok([...new Set(items)].join(',')) : problem(V.id);
};

/** The level a region code names, from its length (2/4/6/9/12 digits; `00` is the country). */
export const regionLevelOf = (code: string): RegionLevel | undefined =>
  code === '00' ? 0 : /^\d+$/.test(code) ? REGION_LEVEL_BY_LENGTH[code.length] : undefined;

const parseRegion = (raw: unknown, field: RegionField<string>): Parsed<string> => {
  const code = asText(raw)?.trim() ?? '';
  const level = regionLevelOf(code);
  if (level === undefined || (field.root !== '00' && !code.startsWith(field.root))) return problem(V.regionCode);
  return field.levels.includes(level) ? ok(code) : problem(V.regionLevel);
};

const isLink = (text: string): boolean => isHttpUrl(text) || /^\/[^\s]*$/.test(text);

const parseUpload = (raw: unknown, field: UploadField<string>): Parsed<string> => {
  if (field.kind !== 'images') {
    const link = asText(raw)?.trim();
    return link !== undefined && isLink(link) ? ok(link) : problem(V.fileLink);
  }
  const links = itemsOf(raw);
  if (links === undefined || !links.every(isLink)) return problem(V.fileLink);
  const max = field.max ?? 1;
  return links.length > max ? problem(V.fileCount, { max }) : ok(links.join(','));
};

const parseMapPoint = (raw: unknown, bounds?: MapBounds): Parsed<string> => {
  const pair =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? [(raw as Record<string, unknown>).lng, (raw as Record<string, unknown>).lat]
      : (itemsOf(raw) ?? []);
  const [lng, lat] = pair.map(asNumber);
  if (pair.length !== 2 || lng === undefined || lat === undefined) return problem(V.mapPoint);
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return problem(V.mapPoint);
  if (bounds && !insideBounds(bounds, lng, lat)) return problem(V.mapPointBounds, { ...bounds });
  return ok(`${lng},${lat}`);
};

const parseJson = (raw: unknown): Parsed<string> => {
  if (typeof raw === 'object' && raw !== null) return ok(JSON.stringify(raw));
  if (typeof raw !== 'string') return problem(V.json);
  try {
    JSON.parse(raw);
    return ok(raw);
  } catch {
    return problem(V.json);
  }
};

const parseDate = (raw: unknown, withTime: boolean): Parsed<string> => {
  const text = asText(raw)?.trim() ?? '';
  if (withTime) return isDateTimeText(text) ? ok(text) : problem(V.datetime);
  return isDateText(text) ? ok(text) : problem(V.date);
};

/** A date carried as `yyyy-MM-dd 00:00:00`: a date or a date-time comes in, the day at midnight goes out. */
const parseWireTimeDate = (raw: unknown): Parsed<string> => {
  const text = asText(raw)?.trim() ?? '';
  const day = text.slice(0, 10);
  return (text.length === 10 || isDateTimeText(text)) && isDateText(day) ? ok(`${day} 00:00:00`) : problem(V.date);
};

const parseDateRange = (raw: readonly [unknown, unknown], field: RangeField<string>): Parsed<[string, string]> => {
  const withTime = field.kind === 'datetimeRange';
  const start = parseDate(raw[0], withTime);
  const end = parseDate(raw[1], withTime);
  if (!start.ok) return start;
  if (!end.ok) return end;
  return start.value <= end.value ? ok([start.value, end.value]) : problem(V.rangeOrder);
};

const isBlank = (raw: unknown): boolean =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Two numbers, both given (half a range says nothing), start not greater than end; both named by the label. */
const parseNumberRange = (
  raw: readonly [unknown, unknown],
  field: NumberRangeField<string>,
): Parsed<[number, number]> => {
  if (isBlank(raw[0]) || isBlank(raw[1])) return problem(V.numberRangeBoth, { label: field.label });
  const integer = field.kind === 'integerRange';
  const start = parseNumber(raw[0], integer, field.precision);
  const end = parseNumber(raw[1], integer, field.precision);
  if (!start.ok) return start;
  if (!end.ok) return end;
  return start.value <= end.value ? ok([start.value, end.value]) : problem(V.numberRangeOrder, { label: field.label });
};

/**
 * The two bounds of a range, start not after end: date or datetime texts for date ranges, numbers for number
 * ranges.
 */
export const parseRange = (raw: readonly [unknown, unknown], field: PairField): Parsed<[StoredValue, StoredValue]> =>
  isDateRangeField(field) ? parseDateRange(raw, field) : parseNumberRange(raw, field);

/**
 * Checks one non-empty value against its kind and returns what is stored: numbers as numbers, multiple
 * choices comma-joined, ids and dates as text (bladex-contract.md §1.3).
 */
export const parseValue = (
  field: Exclude<Field, PairField>,
  raw: unknown,
  dictItems?: DictItemsLookup,
): Parsed<StoredValue> => {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
    case 'password':
      return parseText(field, raw);
    case 'number':
    case 'integer':
      return parseNumber(raw, field.kind === 'integer', field.precision);
    case 'money':
      return parseMoney(raw, field.unit);
    case 'switch': {
      const text = asText(typeof raw === 'boolean' ? (raw ? field.on : field.off) : raw);
      if (text === String(field.on)) return ok(field.on);
      return text === String(field.off) ? ok(field.off) : problem(V.flag);
    }
    case 'dict':
      return parseChoice(raw, field.multiple ?? false, field.valueType, dictItems?.(field), V.dictValue);
    case 'enum': {
      const allowed = field.options.map((option) => String(option.value));
      return parseChoice(raw, field.multiple ?? false, field.valueType, allowed, V.option);
    }
    case 'date':
      return field.wireTime ? parseWireTimeDate(raw) : parseDate(raw, false);
    case 'datetime':
      return parseDate(raw, true);
    case 'region':
      return parseRegion(raw, field);
    case 'treeSelect':
    case 'reference':
      return parseIds(raw, field.multiple ?? false);
    case 'image':
    case 'images':
    case 'file':
    case 'video':
      return parseUpload(raw, field);
    case 'mapPoint':
      return parseMapPoint(raw, field.bounds);
    case 'json':
      return parseJson(raw);
    default:
      return assertNeverField(field);
  }
};

export const isEmailText = (text: string): boolean => EMAIL.test(text);
