import type { ExportColumn } from '../../../shared/contract/export';

/** What one cell of the sheet holds: a string, a number, an Excel date, or nothing. */
export type CellValue = string | number | Date | null;

/**
 * OWASP ASVS 5.0 1.2.10: a text cell starting with = + - @, tab, CR, LF or NUL is prefixed with a single
 * quote, so no spreadsheet (nor a CSV made from the sheet) reads it as a formula. exceljs already writes
 * every string as a string cell, never as a formula; the quote guards the copy-paste and re-save paths.
 */
export const defuseFormula = (text: string): string => (/^[=+\-@\t\r\n\0]/.test(text) ? `'${text}` : text);

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The wire's local wall-clock text (`yyyy-MM-dd HH:mm:ss`) as an Excel date. Excel dates carry no time
 * zone and exceljs converts with the UTC clock, so the fields are taken as UTC: the sheet shows exactly
 * the time the list showed, whatever the exporting machine's zone.
 */
export const wireDateToExcel = (text: string): Date | null => {
  const match = WIRE_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Rejects 2024-02-30 and friends, which Date.UTC would roll over silently.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
    ? date
    : null;
};

const isBlank = (raw: unknown): boolean =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

const textOf = (raw: unknown): string => {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean' || typeof raw === 'bigint') return String(raw);
  if (Array.isArray(raw)) return raw.map(textOf).join(',');
  return JSON.stringify(raw);
};

const numberOf = (raw: unknown): number | null => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return Number(raw);
  return null;
};

/** A dictionary value (or a comma-joined list of them) as its labels; unknown values stay as they are. */
const dictLabels = (raw: unknown, dict: Readonly<Record<string, string>>): string =>
  textOf(raw)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (Object.prototype.hasOwnProperty.call(dict, part) ? dict[part] : part))
    .join(',');

/**
 * One record property as the cell the column asks for. A value that does not fit its kind (a number
 * column holding text) is written as defused text rather than dropped, so nothing the list showed is lost.
 */
export const cellValueOf = (column: ExportColumn, raw: unknown): CellValue => {
  if (isBlank(raw)) return null;
  switch (column.kind) {
    case 'text':
      return defuseFormula(textOf(raw));
    case 'number':
    case 'money-yuan':
      return numberOf(raw) ?? defuseFormula(textOf(raw));
    case 'money-cent': {
      const cents = numberOf(raw);
      return cents === null ? defuseFormula(textOf(raw)) : cents / 100;
    }
    case 'date':
    case 'datetime':
      return (typeof raw === 'string' ? wireDateToExcel(raw) : null) ?? defuseFormula(textOf(raw));
    case 'dict':
      return defuseFormula(dictLabels(raw, column.dict ?? {}));
  }
};

/** The Excel number format of a column (money with two places, dates as the wire shows them). */
export const numberFormatOf = (kind: ExportColumn['kind']): string | undefined => {
  switch (kind) {
    case 'money-cent':
    case 'money-yuan':
      return '#,##0.00';
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm:ss';
    default:
      return undefined;
  }
};

/** How many character cells a text takes in a sheet: CJK and full-width characters count double. */
export const textWidthOf = (text: string): number =>
  [...text].reduce((sum, ch) => sum + (/[\u2E80-\uFFFF]/.test(ch) ? 2 : 1), 0);

/** Widest column a sheet gets (a long remark wraps to this, it does not push the sheet off screen). */
export const MAX_COLUMN_WIDTH = 60;
/** How many first rows the writer holds back to measure the columns by (the rest follow at that width). */
export const WIDTH_SAMPLE_ROWS = 200;

const groupedMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The width of one cell as Excel shows it with the column's number format. */
export const cellWidthOf = (kind: ExportColumn['kind'], value: CellValue): number => {
  if (value === null) return 0;
  if (value instanceof Date) return kind === 'date' ? 10 : 19;
  if (typeof value === 'number')
    return (kind === 'money-cent' || kind === 'money-yuan' ? groupedMoney.format(value) : String(value)).length;
  return textWidthOf(value);
};

/**
 * Column width in characters: given, or what the header and the widest of the measured cells need (plus a
 * margin), never less than a date needs for date columns and never more than MAX_COLUMN_WIDTH (issue 19 item 2:
 * a phone column is as wide as a phone number, a remark as wide as its text up to the cap).
 */
export const columnWidthOf = (column: ExportColumn, cells: readonly CellValue[] = []): number => {
  if (column.width !== undefined) return column.width;
  const floor = column.kind === 'datetime' ? 20 : column.kind === 'date' ? 12 : 6;
  const widest = cells.reduce<number>((most, cell) => Math.max(most, cellWidthOf(column.kind, cell)), 0);
  return Math.min(MAX_COLUMN_WIDTH, Math.max(floor, textWidthOf(column.header) + 2, widest + 2));
};
