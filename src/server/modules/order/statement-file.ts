import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors';

/** One line of a statement: the order number and the amount in integer cents, with its line in the file. */
export interface StatementLine {
  readonly lineNo: number;
  readonly orderNo: string;
  readonly cents: number;
}

/** The headers a statement's columns may carry (platform, bank and merchant exports name them differently). */
const ORDER_HEADERS = ['订单编号', '订单号', '商户订单号', '业务单号', 'orderno', 'order_no'];
const AMOUNT_HEADERS = ['金额', '交易金额', '实付金额', '订单金额', '金额(元)', '交易金额(元)', 'amount'];
export const STATEMENT_MAX_LINES = 200_000;

const normal = (cell: unknown): string =>
  String(cell ?? '')
    .trim()
    .replace(/^\uFEFF/, '')
    .toLowerCase();

/** Yuan with at most two decimals (a thousands separator and a leading ¥ allowed), in cents; else undefined. */
export const parseYuan = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.round(raw * 100) : undefined;
  const text = String(raw ?? '')
    .trim()
    .replace(/^[¥￥]/, '')
    .replaceAll(',', '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -cents : cents;
};

/** Splits one CSV record (RFC 4180 quotes, doubled quotes inside); a record without quotes is split at once. */
const csvCells = (line: string): string[] => {
  if (!line.includes('"')) return line.split(',');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
};

/** The non-blank records of a CSV text, one at a time (a 100 000-line statement is never held as rows of cells). */
function* csvRecords(text: string): Generator<string> {
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    const line = text.slice(start, stop > start && text[stop - 1] === '\r' ? stop - 1 : stop);
    if (line.trim() !== '') yield line;
    start = stop + 1;
  }
}

function* csvRows(bytes: Buffer): Generator<unknown[]> {
  for (const record of csvRecords(bytes.toString('utf8'))) yield csvCells(record);
}

/** The rows with values of the workbook's first sheet, streamed (a loaded workbook of 100 000 rows took ~180 MB). */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<unknown[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (!row.hasValues) continue;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        yield values.map((value) => (value && typeof value === 'object' && 'result' in value ? value.result : value));
      }
      return;
    }
  } catch {
    throw badRequest('账单文件无法解析，请上传 .xlsx 或 .csv 文件');
  }
}

/**
 * The lines of a statement file (.csv in UTF-8, or the first sheet of an .xlsx): the first row names the columns,
 * an order-number column and an amount column found by their headers in any order. A file without them, an empty
 * order number or an amount that is not yuan with two decimals is refused naming the line; nothing is kept then.
 */
export const readStatement = async (bytes: Buffer, fileName: string): Promise<StatementLine[]> => {
  const lower = fileName.toLowerCase();
  if (!lower.endsWith('.csv') && !lower.endsWith('.xlsx')) throw badRequest('只能上传 .xlsx 或 .csv 格式的账单文件');
  const rows = lower.endsWith('.csv') ? csvRows(bytes) : xlsxRows(bytes);
  const lines: StatementLine[] = [];
  let orderColumn = -1;
  let amountColumn = -1;
  let index = 0;
  // The first bad line is named only once the file is known not to be over the line limit (that answer comes first).
  let firstError: string | undefined;
  for await (const row of rows) {
    if (index === 0) {
      const header = row.map(normal);
      orderColumn = header.findIndex((cell) => ORDER_HEADERS.includes(cell));
      amountColumn = header.findIndex((cell) => AMOUNT_HEADERS.includes(cell));
      if (orderColumn < 0 || amountColumn < 0) throw badRequest('账单文件的第一行应包含“订单编号”和“金额”两列');
      index = 1;
      continue;
    }
    if (index > STATEMENT_MAX_LINES) throw badRequest(`单个账单最多${STATEMENT_MAX_LINES}行，请分成多个文件对账`);
    index += 1;
    if (firstError !== undefined) continue;
    const orderNo = String(row[orderColumn] ?? '').trim();
    const cents = parseYuan(row[amountColumn]);
    if (orderNo === '') firstError = `第${index}行: 订单编号不能为空`;
    else if (cents === undefined) firstError = `第${index}行: 金额应为最多两位小数的数字`;
    else lines.push({ lineNo: index, orderNo, cents });
  }
  if (index === 0) throw badRequest('账单文件的第一行应包含“订单编号”和“金额”两列');
  if (firstError !== undefined) throw badRequest(firstError);
  return lines;
};
