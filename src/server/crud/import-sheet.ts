import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from '../../shared/resources/index';
import { HttpError } from '../http/errors';
import type { ImportColumn } from './import-columns';
import { brokenWorkbook } from './import-file';

/** One data row: its sheet row number (as Excel shows it) and the text of each column found, by property. */
export interface SheetRow {
  readonly row: number;
  readonly cells: Readonly<Record<string, string>>;
}

export interface ImportSheet {
  readonly rows: readonly SheetRow[];
  /** The columns the header row names, in the file's order. */
  readonly columns: readonly ImportColumn[];
  /** Header texts that name no column (or one named before): their cells are not read. */
  readonly ignored: readonly string[];
}

export interface SheetOptions {
  /** The rows' noun in messages (`用户`). */
  readonly noun: string;
  /** The template's example row: a row whose first column holds this text is skipped. */
  readonly sampleMark?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates come back as Date objects holding the sheet's wall-clock time in UTC. */
const dateText = (date: Date, withTime: boolean): string => {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` : day;
};

/** A cell's value as the text the operator sees (rich text joined, hyperlinks by their text, formulas by result). */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value, true);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
};

const TYPED_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * A date column takes an Excel date or a typed day (`1990-01-01`, `1990/1/1`), a date-time column also a typed
 * time; both become the field's wire text (a day alone is midnight). Anything else is left for the schema to
 * refuse with the field's own message.
 */
const dateCellText = (value: ExcelJS.CellValue, withTime: boolean): string => {
  if (value instanceof Date) return dateText(value, withTime);
  const text = cellText(value);
  const typed = TYPED_DAY.exec(text);
  if (!typed) return text;
  const day = `${typed[1]}-${pad(Number(typed[2]))}-${pad(Number(typed[3]))}`;
  if (!withTime) return typed[4] === undefined ? day : text;
  return `${day} ${pad(Number(typed[4] ?? 0))}:${pad(Number(typed[5] ?? 0))}:${pad(Number(typed[6] ?? 0))}`;
};

const textOf = (column: ImportColumn, value: ExcelJS.CellValue): string =>
  column.kind === 'date' || column.kind === 'datetime'
    ? dateCellText(value, column.kind === 'datetime')
    : cellText(value);

/**
 * The first worksheet's data rows, columns found by their header (the template's or an alias), so columns may
 * be reordered or left out. Blank rows and the template's example row are skipped. Refused with a message: a
 * file that is no workbook, a header row without the key column (or without any column), no data rows, more
 * than `IMPORT_MAX_ROWS` rows.
 */
export const readImportSheet = async (
  bytes: Buffer,
  columns: readonly ImportColumn[],
  options: SheetOptions,
): Promise<ImportSheet> => {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw brokenWorkbook();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw brokenWorkbook();
  const found = new Map<number, ImportColumn>();
  const ignored: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const header = cellText(cell.value);
    const column = columns.find((candidate) => candidate.accepted.includes(header));
    if (column && ![...found.values()].includes(column)) found.set(col, column);
    else if (header !== '') ignored.push(header);
  });
  const key = columns.find((column) => column.key);
  if (key && ![...found.values()].includes(key))
    throw new HttpError(400, `导入模板不正确: 缺少"${key.header}"列，请下载导入模板`);
  if (found.size === 0) throw new HttpError(400, '导入模板不正确: 没有可导入的列，请下载导入模板');

  const first = columns[0];
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: Record<string, string> = {};
    for (const [col, column] of found) {
      const text = textOf(column, row.getCell(col).value);
      if (text !== '') cells[column.field.name] = text;
    }
    if (Object.keys(cells).length === 0) continue;
    if (options.sampleMark !== undefined && first && cells[first.field.name] === options.sampleMark) continue;
    if (rows.length >= IMPORT_MAX_ROWS)
      throw new HttpError(400, `单次最多导入${IMPORT_MAX_ROWS}条${options.noun}数据，请分成多个文件导入`);
    rows.push({ row: r, cells });
  }
  if (rows.length === 0) throw new HttpError(400, `导入文件中没有${options.noun}数据`);
  return { rows, columns: [...found.entries()].sort(([a], [b]) => a - b).map(([, column]) => column), ignored };
};
