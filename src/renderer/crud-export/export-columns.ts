import type { ExportColumn, ExportStartInput } from '../../shared/contract/export';
import { assertNeverField, type Field, type ResourceDef, type ResourceTextKey } from '../../shared/resources';

/** value → label per field, as the table's cells use them (dictionaries, enums, trees). */
export type ExportLabelMaps = ReadonlyMap<string, ReadonlyMap<string, string>>;

export interface ColumnTexts {
  /** A resource text (`res.…`), translated. */
  rt: (key: ResourceTextKey) => string;
  rangeStart: string;
  rangeEnd: string;
}

const dictOf = (labels: ReadonlyMap<string, string> | undefined): Record<string, string> | undefined =>
  labels && labels.size > 0 ? Object.fromEntries(labels) : undefined;

/** BladeX VOs name what an id column means (`roleId` → `roleName`), as the table shows it. */
const voNameOf = (name: string): string => `${name.endsWith('Id') ? name.slice(0, -2) : name}Name`;

/**
 * The sheet's columns for the table's visible fields, each written as the table shows it: dictionary,
 * enum, switch and tree values as their labels (already translated: the host knows no resource texts),
 * money as yuan, references by the VO's name. One exhaustive switch, like the table's `cellText`.
 */
export const exportColumnsOf = (
  fields: readonly Field[],
  labels: ExportLabelMaps,
  texts: ColumnTexts,
): ExportColumn[] =>
  fields.flatMap((field): ExportColumn[] => {
    const header = texts.rt(field.label);
    switch (field.kind) {
      case 'text':
      case 'textarea':
      case 'mapPoint':
      case 'json':
      case 'richText':
      case 'image':
      case 'images':
      case 'file':
      case 'video':
        return [{ name: field.name, header, kind: 'text' }];
      case 'password':
        return [];
      case 'number':
      case 'integer':
        return [{ name: field.name, header, kind: 'number' }];
      case 'money':
        return [{ name: field.name, header, kind: field.unit === 'cent' ? 'money-cent' : 'money-yuan' }];
      case 'date':
      case 'datetime':
        return [{ name: field.name, header, kind: field.kind }];
      case 'switch': {
        const dict: Record<string, string> = {};
        if (field.onLabel) dict[String(field.on)] = texts.rt(field.onLabel);
        if (field.offLabel) dict[String(field.off)] = texts.rt(field.offLabel);
        return [{ name: field.name, header, kind: 'dict', dict }];
      }
      case 'dict':
      case 'enum':
      case 'treeSelect':
        return [{ name: field.name, header, kind: 'dict', dict: dictOf(labels.get(field.name)) }];
      case 'reference':
      case 'region':
        return [
          {
            name: voNameOf(field.name),
            fallback: field.name,
            header,
            kind: 'dict',
            dict: dictOf(labels.get(field.name)),
          },
        ];
      case 'dateRange':
      case 'datetimeRange': {
        const kind = field.kind === 'dateRange' ? 'date' : 'datetime';
        return [
          { name: field.start, header: `${header}${texts.rangeStart}`, kind },
          { name: field.end, header: `${header}${texts.rangeEnd}`, kind },
        ];
      }
      case 'integerRange':
      case 'numberRange':
        // Two number cells rather than one `min–max` text, so the sheet can sort and sum them.
        return [
          { name: field.start, header: `${header}${texts.rangeStart}`, kind: 'number' },
          { name: field.end, header: `${header}${texts.rangeEnd}`, kind: 'number' },
        ];
      default:
        return assertNeverField(field);
    }
  });

type WireParam = string | number | boolean | null;
const isWireParam = (value: unknown): value is WireParam =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** The host pages by itself, so the screen's page and size are not part of "the current search". */
const PAGING = new Set(['current', 'size']);

/** The screen's search as wire parameters: paging dropped, empty and non-primitive values left out. */
export const exportParamsOf = (params: Readonly<Record<string, unknown>>): Record<string, WireParam | WireParam[]> => {
  const out: Record<string, WireParam | WireParam[]> = {};
  for (const [name, value] of Object.entries(params)) {
    if (PAGING.has(name) || value === undefined || value === '') continue;
    if (isWireParam(value)) out[name] = value;
    else if (Array.isArray(value) && value.every(isWireParam)) out[name] = value;
  }
  return out;
};

/** The list path the screen reads (`/api/blade-system/user/page`), which the export pages through. */
export const exportEndpointOf = (def: ResourceDef): string => `/api${def.endpoint}/${def.verbs.list}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** `用户管理_20240306_083015.xlsx`: the screen's title and when, so two exports never collide in Downloads. */
export const exportFileNameOf = (title: string, now: Date): string => {
  const safeTitle = title.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'export';
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${safeTitle}_${stamp}.xlsx`;
};

/** Everything `export.start` needs, from what the list screen has. */
export const exportRequestOf = (opts: {
  def: ResourceDef;
  params: Readonly<Record<string, unknown>>;
  fields: readonly Field[];
  labels: ExportLabelMaps;
  texts: ColumnTexts;
  now: Date;
}): ExportStartInput => ({
  endpoint: exportEndpointOf(opts.def),
  params: exportParamsOf(opts.params),
  columns: exportColumnsOf(opts.fields, opts.labels, opts.texts),
  fileName: exportFileNameOf(opts.texts.rt(opts.def.title), opts.now),
});
