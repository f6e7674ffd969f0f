import ExcelJS from 'exceljs';
import { HttpError } from '../../http/errors';
import { headerOf, IMPORT_COLUMNS, SAMPLE_ACCOUNT, type ImportColumn } from './user-import-columns';
import { brokenWorkbook } from './user-import-file';

/** More rows than this in one file are refused: an import runs in one transaction and one request. */
export const IMPORT_MAX_ROWS = 2000;

/** One data row: its sheet row number (as Excel shows it) and the text of each column found. */
export interface SheetRow {
  readonly row: number;
  readonly cells: Readonly<Partial<Record<ImportColumn['property'], string>>>;
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

/** A date column takes a day (`1990-01-01`, `1990/1/1`) or a full date-time; the field stores date-time text. */
const birthdayText = (value: ExcelJS.CellValue): string => {
  if (value instanceof Date) return dateText(value, true);
  const text = cellText(value);
  const day = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return day ? `${day[1]}-${pad(Number(day[2]))}-${pad(Number(day[3]))} 00:00:00` : text;
};

const columnByHeader = (): Map<string, ImportColumn> => {
  const byHeader = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    byHeader.set(headerOf(column), column);
    byHeader.set(column.bladexHeader, column);
  }
  return byHeader;
};

/**
 * The first worksheet's data rows, columns found by their header (the template's or BladeX's), so columns may
 * be reordered or left out. Blank rows and the template's example row are skipped.
 */
export const readImportSheet = async (bytes: Buffer): Promise<SheetRow[]> => {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw brokenWorkbook();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw brokenWorkbook();
  const byHeader = columnByHeader();
  const found = new Map<number, ImportColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = byHeader.get(cellText(cell.value));
    if (column && ![...found.values()].includes(column)) found.set(col, column);
  });
  const account = IMPORT_COLUMNS.find((column) => column.property === 'account');
  if (!account || ![...found.values()].includes(account))
    throw new HttpError(400, `导入模板不正确: 缺少"${headerOf(account ?? IMPORT_COLUMNS[0])}"列，请下载导入模板`);

  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: Partial<Record<ImportColumn['property'], string>> = {};
    for (const [col, column] of found) {
      const value = row.getCell(col).value;
      const text = column.kind === 'date' ? birthdayText(value) : cellText(value);
      if (text !== '') cells[column.property] = text;
    }
    if (Object.keys(cells).length === 0 || cells.account === SAMPLE_ACCOUNT) continue;
    if (rows.length >= IMPORT_MAX_ROWS) throw new HttpError(400, `单次最多导入${IMPORT_MAX_ROWS}条用户数据`);
    rows.push({ row: r, cells });
  }
  if (rows.length === 0) throw new HttpError(400, '导入文件中没有用户数据');
  return rows;
};
