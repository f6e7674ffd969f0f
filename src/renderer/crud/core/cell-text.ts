import { assertNeverField, findResourceText, type Field } from '../../../shared/resources';
import type { Language } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/number-format';
import { isWireNull } from './form-fields';

/** Labels a cell needs beyond the row itself: value → label per dictionary, reference and tree field. */
export type LabelMaps = ReadonlyMap<string, ReadonlyMap<string, string>>;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const labelsOf = (value: unknown, labels: ReadonlyMap<string, string> | undefined): string =>
  text(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => labels?.get(item) ?? item)
    .join(', ');

const money = (value: unknown, unit: 'cent' | 'yuan', language: Language): string => {
  const amount = Number(value);
  if (text(value) === '' || !Number.isFinite(amount)) return text(value);
  return formatMoney(unit === 'cent' ? amount / 100 : amount, language);
};

const fileNameOf = (link: string): string => link.split('?')[0].split('/').pop() ?? link;

const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** BladeX VOs name what an id column means (`roleId` → `roleName`): prefer that over a second lookup. */
const voNameOf = (field: Field, row: Readonly<Record<string, unknown>>): string => {
  const base = field.name.endsWith('Id') ? field.name.slice(0, -2) : field.name;
  return text(row[`${base}Name`]);
};

const resText = (key: string | undefined, language: Language): string | undefined =>
  key === undefined ? undefined : findResourceText(key, language);

/**
 * What a table cell shows for a field, as plain text so 200 × 15 cells stay cheap. One exhaustive switch:
 * a new field kind fails to compile until the table knows how to show it.
 */
export const cellText = (
  field: Field,
  row: Readonly<Record<string, unknown>>,
  labels: LabelMaps,
  language: Language,
): string => {
  if (!('start' in field) && isWireNull(field, row[field.name])) return '';
  switch (field.kind) {
    case 'date':
      // A date the wire carries as yyyy-MM-dd 00:00:00 shows as the day it names.
      return field.wireTime ? text(row[field.name]).slice(0, 10) : text(row[field.name]);
    case 'text':
    case 'textarea':
    case 'number':
    case 'integer':
    case 'datetime':
    case 'mapPoint':
    case 'json':
      return text(row[field.name]);
    case 'password':
      return '';
    case 'richText':
      return stripHtml(text(row[field.name])).slice(0, 80);
    case 'money':
      return money(row[field.name], field.unit, language);
    case 'switch': {
      const value = text(row[field.name]);
      if (value === String(field.on)) return resText(field.onLabel, language) ?? value;
      if (value === String(field.off)) return resText(field.offLabel, language) ?? value;
      return value;
    }
    case 'dict':
    case 'enum':
    case 'treeSelect':
      return labelsOf(row[field.name], labels.get(field.name));
    case 'reference':
      return voNameOf(field, row) || labelsOf(row[field.name], labels.get(field.name));
    case 'region':
      return voNameOf(field, row) || labelsOf(row[field.name], labels.get(field.name));
    case 'dateRange':
    case 'datetimeRange': {
      const start = text(row[field.start]);
      const end = text(row[field.end]);
      return start || end ? `${start} ~ ${end}` : '';
    }
    case 'integerRange':
    case 'numberRange': {
      const start = text(row[field.start]);
      const end = text(row[field.end]);
      return start || end ? `${start}–${end}` : '';
    }
    case 'image':
    case 'images':
    case 'file':
    case 'video':
      return text(row[field.name]).split(',').filter(Boolean).map(fileNameOf).join(', ');
    default:
      return assertNeverField(field);
  }
};
