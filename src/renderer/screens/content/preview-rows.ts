/** An add or edit form open on a configuration (crud/core/live-forms.ts), as the phone preview reads it. */
export interface EditedRow {
  readonly mode: 'create' | 'update';
  readonly recordKey?: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** The id a new row has in the preview until it is saved. */
export const UNSAVED_ROW_ID = 'unsaved';

/** A form's values in the shape the lists answer: lists of images comma-joined, blanks left out. */
const asRow = (values: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  for (const name of fields) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    row[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return row;
};

/**
 * The rows with an open form's values (only `fields`) laid over them, before anything is saved. `belongs` says
 * whether a row with those values is one of these rows (the shown page's entrance, the chosen theme version's
 * launch page): an edit replaces its row, joins the rows when it now belongs (moved to this theme), or leaves
 * them when it no longer does; a new row that belongs joins them. Anything else returns the rows unchanged.
 */
export const withEditedRows = <T extends { readonly id: string }>(
  rows: readonly T[],
  edited: EditedRow | undefined,
  fields: readonly string[],
  belongs: (values: Readonly<Record<string, unknown>>) => boolean,
): readonly T[] => {
  if (!edited) return rows;
  const inside = belongs(edited.values);
  const over = asRow(edited.values, fields);
  if (edited.mode === 'create') return inside ? [...rows, { ...over, id: UNSAVED_ROW_ID } as unknown as T] : rows;
  const key = edited.recordKey;
  const known = rows.some((row) => row.id === key);
  if (!inside) return known ? rows.filter((row) => row.id !== key) : rows;
  if (!known) return [...rows, { ...over, id: key ?? UNSAVED_ROW_ID } as unknown as T];
  return rows.map((row) => (row.id === key ? { ...row, ...over, id: row.id } : row));
};

/** A launch page, app menu entry or bottom tab as its list answers it (the fields the preview draws). */
export interface PreviewConfigRow {
  readonly id: string;
  readonly name?: string;
  readonly imageUrl?: string;
  readonly checkedIcon?: string;
  readonly uncheckedIcon?: string;
  readonly sort?: number;
  readonly status?: number;
  readonly themeVersion?: number | string;
}

export const CONFIG_PREVIEW_FIELDS = [
  'name',
  'imageUrl',
  'checkedIcon',
  'uncheckedIcon',
  'sort',
  'status',
  'themeVersion',
] as const;

/** The shown rows (`status` 1; a row without one is shown, as the column defaults to 1) in sort order. */
export const shownConfigRows = (rows: readonly PreviewConfigRow[]): readonly PreviewConfigRow[] =>
  rows
    .filter((row) => Number(row.status ?? 1) !== 0)
    .toSorted((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || a.id.localeCompare(b.id));

/**
 * A theme version's rows with the open form laid over them: a form whose theme version is another one is not
 * in this theme; one without a theme version yet is shown in the chosen one, which is where it is being drawn.
 */
export const withEditedConfigRow = (
  rows: readonly PreviewConfigRow[],
  edited: EditedRow | undefined,
  theme: string,
): readonly PreviewConfigRow[] =>
  withEditedRows(rows, edited, CONFIG_PREVIEW_FIELDS, (values) => {
    const version = values.themeVersion;
    return version === undefined || version === null || version === '' || String(version) === theme;
  });

/** A city's home page as `parent-list` answers it. */
export interface PreviewPage {
  readonly id: string;
  readonly regionCode: string;
  readonly dictValue: string;
  readonly themeVersion: string;
}

/** One choice per city (its first page's name), in the pages' order. */
export const citiesOf = (pages: readonly PreviewPage[]): readonly PreviewPage[] =>
  pages.filter((page, index) => pages.findIndex((other) => other.regionCode === page.regionCode) === index);

/** The city's page for the theme version: the one made for that version, else the city's first. */
export const pageFor = (
  pages: readonly PreviewPage[],
  regionCode: string | undefined,
  theme: string,
): PreviewPage | undefined => {
  const ofCity = pages.filter((page) => page.regionCode === regionCode);
  return ofCity.find((page) => page.themeVersion === theme) ?? ofCity[0];
};
