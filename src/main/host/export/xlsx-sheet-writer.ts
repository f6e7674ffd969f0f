import { createWriteStream, type WriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '../../../shared/contract/export';
import {
  cellValueOf,
  columnWidthOf,
  defuseFormula,
  numberFormatOf,
  WIDTH_SAMPLE_ROWS,
  type CellValue,
} from './cell-values';

/** Writes one sheet row by row to a file; nothing but the current row is held in memory. */
export interface SheetWriter {
  addRecord(record: Readonly<Record<string, unknown>>): void;
  /** Resolves when the file is complete on disk. */
  finish(): Promise<void>;
  /** Stops writing and closes the file (the caller removes it). Never throws. */
  abort(): Promise<void>;
  /** A write error of the file stream (disk full, folder gone), noticed between rows. */
  readonly failure: Error | null;
}

const valueOf = (record: Readonly<Record<string, unknown>>, column: ExportColumn): unknown => {
  const value = record[column.name];
  const blank = value === undefined || value === null || value === '';
  return blank && column.fallback !== undefined ? record[column.fallback] : value;
};

/** The streaming writer's zip stream, not in exceljs' types: aborting it stops the compression. */
type WithZip = { zip?: { abort?: () => void } };

const closed = (stream: WriteStream) =>
  new Promise<void>((resolve) => {
    if (stream.closed) return resolve();
    stream.once('close', () => resolve());
  });

/**
 * exceljs' streaming writer with shared strings off (they would keep every distinct text in memory until
 * the end) and styles on (number formats). The sheet's column widths are written before its first row, so
 * the header and the first WIDTH_SAMPLE_ROWS rows are held back, the columns sized by their content, and
 * from then on each row is committed at once: memory stays flat whatever the row count.
 */
export const openSheetWriter = (path: string, sheetName: string, columns: readonly ExportColumn[]): SheetWriter => {
  const file = createWriteStream(path);
  let failure: Error | null = null;
  // Without a listener a disk error would be an uncaught 'error' event and take the host down.
  file.on('error', (error) => {
    failure ??= error;
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  workbook.creator = 'dali-backoffice';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: defuseFormula(column.header),
    key: column.name,
    width: columnWidthOf(column),
    style: numberFormatOf(column.kind) ? { numFmt: numberFormatOf(column.kind) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let sample: CellValue[][] | null = [];

  /** Sizes the columns by the rows held back, then lets every held row go to the file. */
  const release = () => {
    if (sample === null) return;
    const held = sample;
    columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = columnWidthOf(
        column,
        held.map((cells) => cells[index]),
      );
    });
    sample = null;
    sheet.lastRow?.commit();
  };

  return {
    addRecord(record) {
      const cells = columns.map((column) => cellValueOf(column, valueOf(record, column)));
      const row = sheet.addRow(cells);
      if (sample === null) {
        row.commit();
        return;
      }
      sample.push(cells);
      if (sample.length >= WIDTH_SAMPLE_ROWS) release();
    },
    async finish() {
      release();
      sheet.commit();
      await workbook.commit();
      await closed(file);
      if (failure) throw failure;
    },
    async abort() {
      try {
        (workbook as unknown as WithZip).zip?.abort?.();
      } catch {
        // Already finished or never started: nothing left to stop.
      }
      file.destroy();
      await closed(file);
    },
    get failure() {
      return failure;
    },
  };
};
