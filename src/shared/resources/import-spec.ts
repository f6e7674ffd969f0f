import { z } from 'zod';
import { isRangeField, type Field } from './field';
import type { ImportSpec, ResourceDef } from './types';
import { writableFields } from './zod-from-fields';

/** The most data rows one import takes: it is checked and written in one request and one transaction. */
export const IMPORT_MAX_ROWS = 5000;
/** The largest workbook an import takes (the size the upload widgets count in). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** How many rows a preview echoes back for the operator to look over (every row is checked). */
export const IMPORT_PREVIEW_ROWS = 100;
/** How many row errors an answer carries at most; the count says how many there are in all. */
export const IMPORT_MAX_ERRORS = 1000;

/** The engine's verbs of an importing definition, relative to its endpoint. */
export const IMPORT_VERBS = { template: 'import-template', preview: 'import-preview', import: 'import' } as const;

/**
 * Kinds a sheet cell can fill without a picker: a link, rich text, JSON, a map point or a password has no
 * sensible spreadsheet form, so they are not columns unless a definition lists them itself.
 */
const SHEET_KINDS: ReadonlySet<Field['kind']> = new Set([
  'text',
  'textarea',
  'number',
  'integer',
  'money',
  'switch',
  'dict',
  'enum',
  'date',
  'datetime',
  'region',
  'treeSelect',
  'reference',
]);

/** The definition's import, normalised (`import: true` is `{}`); undefined when it declares none. */
export const importSpecOf = (def: ResourceDef): ImportSpec | undefined =>
  def.import === true ? {} : def.import ? def.import : undefined;

/**
 * The columns of a definition's import, in order: the spec's `fields`, or every field a create writes whose
 * kind a cell can hold. A listed name that is no writable field, or a range field (two properties), is a
 * mistake in the definition and throws, so it fails at start and in the definition tests, not in an operator's
 * hands.
 */
export const importFieldsOf = (def: ResourceDef): Field[] => {
  const spec = importSpecOf(def);
  if (!spec) return [];
  const writable = writableFields(def, 'create').filter((field) => !field.formOnly);
  if (!spec.fields) return writable.filter((field) => SHEET_KINDS.has(field.kind) && !field.serverOnly);
  return spec.fields.map((name) => {
    const field = writable.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`resource ${def.name}: import field ${name} is not a writable field`);
    if (isRangeField(field)) throw new Error(`resource ${def.name}: import field ${name} is a range`);
    return field;
  });
};

/** The field whose value finds an existing row to overwrite, if the import has one; it must be a column. */
export const importKeyOf = (def: ResourceDef): Field | undefined => {
  const key = importSpecOf(def)?.key;
  if (key === undefined) return undefined;
  const field = importFieldsOf(def).find((candidate) => candidate.name === key);
  if (!field) throw new Error(`resource ${def.name}: import key ${key} is not one of its import columns`);
  return field;
};

/** Paths (without `/api`) of a definition's import: the engine's verbs, whatever BladeX aliases it also has. */
export const importPaths = (def: Pick<ResourceDef, 'endpoint'>) => ({
  template: `${def.endpoint}/${IMPORT_VERBS.template}`,
  preview: `${def.endpoint}/${IMPORT_VERBS.preview}`,
  import: `${def.endpoint}/${IMPORT_VERBS.import}`,
});

/** One refused cell or row: the sheet row as Excel numbers it, the property (`_` for the row) and the message. */
export const importRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** One row as the preview read it: what it will do, and the text of each of its cells. */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update']),
  cells: z.record(z.string(), z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** `import-preview`'s answer: nothing is written; `import` writes only a file whose preview has no errors. */
export const importPreviewSchema = z.object({
  /** Data rows read (blank rows and the template's example row are not counted). */
  total: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  /** Every row error up to `IMPORT_MAX_ERRORS`, in sheet order; `errorCount` counts all of them. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  /** The first `IMPORT_PREVIEW_ROWS` rows. */
  rows: z.array(importPreviewRowSchema),
  /** The properties of the columns found in the file, in the file's order. */
  columns: z.array(z.string()),
  /** Header texts of the file that name no import column: their cells are not read. */
  ignored: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `import`'s answer. */
export const importResultSchema = z.object({ inserted: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;
