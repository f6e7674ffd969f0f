import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../src/shared/contract/export';
import {
  columnWidthOf,
  MAX_COLUMN_WIDTH,
  textWidthOf,
  WIDTH_SAMPLE_ROWS,
} from '../../../src/main/host/export/cell-values';
import { openSheetWriter } from '../../../src/main/host/export/xlsx-sheet-writer';

/** Issue 19 item 2: the sheet's column widths follow what the columns hold, not one width for all. */
const columns: ExportColumn[] = [
  { name: 'id', header: 'ID', kind: 'number' },
  { name: 'phone', header: '手机号码', kind: 'text' },
  { name: 'remark', header: '备注', kind: 'text' },
  { name: 'amount', header: '金额', kind: 'money-cent' },
  { name: 'status', header: '状态', kind: 'dict', dict: { '1': '正常', '2': '已冻结的账号' } },
  { name: 'payTime', header: '支付时间', kind: 'datetime' },
  { name: 'day', header: '日期', kind: 'date' },
];

const record = (i: number) => ({
  id: i,
  phone: '13888001234',
  remark: i === 3 ? '这是一条很长的备注'.repeat(12) : '短备注',
  amount: i === 5 ? 123456789 : 100,
  status: i === 4 ? '2' : '1',
  payTime: '2024-03-06 08:30:15',
  day: '2024-03-06',
});

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'export-widths-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writeAndRead = async (rows: number) => {
  const path = join(folder, 'widths.xlsx');
  const writer = openSheetWriter(path, '宽度', columns);
  for (let i = 0; i < rows; i += 1) writer.addRecord(record(i));
  await writer.finish();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets[0];
};

describe('export column widths', () => {
  it('measures text as a sheet shows it: CJK characters take two cells', () => {
    expect(textWidthOf('13888001234')).toBe(11);
    expect(textWidthOf('手机号码')).toBe(8);
    expect(textWidthOf('A备注')).toBe(5);
  });

  it('sizes each column by its header and its widest cell, within bounds', () => {
    const [id, phone, remark, amount] = columns;
    expect(columnWidthOf(id, [1, 22])).toBe(6);
    expect(columnWidthOf(phone, ['13888001234'])).toBe(13);
    expect(columnWidthOf(remark, ['长'.repeat(100)])).toBe(MAX_COLUMN_WIDTH);
    expect(columnWidthOf(amount, [1234567.89])).toBe('1,234,567.89'.length + 2);
    expect(columnWidthOf({ ...phone, width: 30 }, ['13888001234'])).toBe(30);
  });

  it('writes the widths the content needs into the file, and every row after the measured ones', async () => {
    const rows = WIDTH_SAMPLE_ROWS + 50;
    const sheet = await writeAndRead(rows);
    const widths = columns.map((_, index) => sheet.getColumn(index + 1).width);
    expect(widths).toEqual([
      6, // ids up to 249
      13, // 11-digit phone
      MAX_COLUMN_WIDTH, // the long remark, capped
      '1,234,567.89'.length + 2,
      textWidthOf('已冻结的账号') + 2,
      21, // yyyy-mm-dd hh:mm:ss
      12, // yyyy-mm-dd
    ]);
    expect(new Set(widths).size).toBeGreaterThan(4);
    expect(sheet.rowCount).toBe(rows + 1);
    expect(sheet.getRow(rows + 1).getCell(1).value).toBe(rows - 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('手机号码');
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('sizes a short sheet by its few rows and an empty one by its headers', async () => {
    expect((await writeAndRead(2)).getColumn(3).width).toBe(textWidthOf('短备注') + 2);
    const empty = await writeAndRead(0);
    expect(empty.rowCount).toBe(1);
    expect(empty.getColumn(2).width).toBe(textWidthOf('手机号码') + 2);
  });
});
