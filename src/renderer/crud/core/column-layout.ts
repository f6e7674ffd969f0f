import type { Field } from '../../../shared/resources';

/**
 * How wide each list column is (issue 19 item 1). A column's width comes from what it holds, derived from its
 * field definition: a phone, a date-time, a date, an amount, a status tag, an id or number and a switch each
 * have a natural width; text columns (names, titles, references, remarks) share what is left of the table's
 * area, never narrower than FLEX_MIN, and show the rest with an ellipsis (the full value on hover). Every
 * column is at least as wide as its header needs, so headers stay readable. The action column is as wide as
 * its buttons, so the sticky column never covers a data column while the table fits. Pure: the table uses
 * it with the area it measures, the registry test with the area of a 1440×900 window.
 */

/** What a column holds, for its width. */
export type ColumnContentKind = 'phone' | 'datetime' | 'date' | 'money' | 'status' | 'number' | 'switch' | 'text';

/** The natural width (px, padding included) of each content kind; `text` is the least a text column gets. */
export const NATURAL_WIDTH: Record<ColumnContentKind, number> = {
  phone: 124,
  datetime: 168,
  date: 104,
  money: 112,
  status: 96,
  number: 88,
  switch: 76,
  text: 112,
};

/** A text column's share of the space left never goes beyond this (a wide screen keeps its columns tidy). */
export const FLEX_MAX = 360;
/** Horizontal padding of a cell (8 px each side). */
const CELL_PADDING = 16;
/** The column resizer and the sort arrow beside a header's text. */
const RESIZER = 8;
const SORT_ARROW = 18;
/** Width of the row number and the selection columns (table.styles.ts `index`, `narrow`). */
export const INDEX_WIDTH = 56;
export const SELECT_WIDTH = 44;

const PHONE_NAME = /(phone|mobile|tel)$/i;

/** The content kind of a field, from its definition. */
export const columnKindOf = (field: Field): ColumnContentKind => {
  switch (field.kind) {
    case 'datetime':
      return 'datetime';
    case 'date':
      return 'date';
    case 'money':
      return 'money';
    case 'switch':
      return 'switch';
    case 'number':
    case 'integer':
      return 'number';
    case 'dict':
    case 'enum':
      return field.multiple ? 'text' : 'status';
    case 'text':
      if (
        PHONE_NAME.test(field.name) ||
        field.rules?.some((rule) => rule.kind === 'format' && /phone|mobile/.test(rule.format))
      )
        return 'phone';
      return field.name === 'id' ? 'number' : 'text';
    default:
      return 'text';
  }
};

/**
 * The width (px) a text takes in the table's 14 px font: CJK and full-width characters about 14 px, digits and
 * Latin letters about 8. An estimate on the generous side, checked against real boxes by the e2e test.
 */
export const textWidth = (text: string): number =>
  Math.ceil([...text].reduce((sum, ch) => sum + (/[\u2E80-\uFFFF]/.test(ch) ? 14 : 8), 0));

/** What a header needs to be read whole: its text, the cell's padding, the resizer and a sort arrow. */
export const headerWidth = (label: string, sortable: boolean): number =>
  textWidth(label) + CELL_PADDING + RESIZER + (sortable ? SORT_ARROW : 0);

/** The action column: its buttons side by side (6 px padding each side) and the cell's padding. */
export const actionsWidth = (labels: readonly string[]): number =>
  labels.length === 0 ? 0 : labels.reduce((sum, label) => sum + textWidth(label) + 12, 0) + CELL_PADDING + 4;

export interface LayoutColumn {
  field: Field;
  /** The header as shown (translated). */
  header: string;
  /** A width the operator dragged (kept as is), else undefined. */
  chosenWidth?: number;
}

export interface ColumnLayout {
  /** Column name → width in px. */
  widths: Map<string, number>;
  /** The action column's width (0 without actions). */
  actionsWidth: number;
  /** The sum of every column's width, the fixed ones included. */
  total: number;
  /** The columns and the action column fit the area: no sideways scrolling, nothing under the action column. */
  fits: boolean;
}

/**
 * Widths of the visible columns in an area of `available` px (the table's own box; 0 when not measured yet, then
 * text columns take FLEX_MIN-ish shares and nothing is said to fit or not). A definition's `table.width` is that
 * column's natural width; a dragged width wins over everything.
 */
export const layoutColumns = (
  columns: readonly LayoutColumn[],
  options: { available: number; selectable: boolean; actionLabels: readonly string[] },
): ColumnLayout => {
  const actions = actionsWidth(options.actionLabels);
  const fixedExtra = INDEX_WIDTH + (options.selectable ? SELECT_WIDTH : 0) + actions;
  const widths = new Map<string, number>();
  const flexible: { name: string; least: number }[] = [];
  let fixedSum = 0;
  for (const { field, header, chosenWidth } of columns) {
    const least = headerWidth(header, field.sortable === true);
    const definitionWidth = field.table ? field.table.width : undefined;
    const kind = columnKindOf(field);
    if (chosenWidth !== undefined || definitionWidth !== undefined || kind !== 'text') {
      const width = chosenWidth ?? Math.max(least, definitionWidth ?? NATURAL_WIDTH[kind]);
      widths.set(field.name, width);
      fixedSum += width;
    } else {
      flexible.push({ name: field.name, least: Math.max(least, NATURAL_WIDTH.text) });
    }
  }
  const left = options.available - fixedExtra - fixedSum;
  // Text columns share what is left equally, none below what its header and a short value need.
  const share = flexible.length > 0 ? Math.min(FLEX_MAX, Math.floor(left / flexible.length)) : 0;
  for (const { name, least } of flexible) widths.set(name, Math.max(least, share));
  const total = fixedExtra + [...widths.values()].reduce((sum, width) => sum + width, 0);
  return { widths, actionsWidth: actions, total, fits: options.available > 0 && total <= options.available };
};
