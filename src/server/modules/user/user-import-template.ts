import type { Database } from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { headerOf, IMPORT_COLUMNS, sampleRow, TEMPLATE_SHEET } from './user-import-columns';

const firstName = (db: Database, table: 'blade_role' | 'blade_dept' | 'blade_post', column: string, tenantId: string) =>
  db
    .prepare<[string], { name: string }>(
      `SELECT ${column} AS name FROM ${table} WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id LIMIT 1`,
    )
    .get(tenantId)?.name ?? '';

/**
 * The import template of the caller's tenant: the header row with a note per column, and one example row
 * (grey, italic, noted as such) that names a real role, department and post of the tenant so the operator
 * sees what the name columns take. Every column is text, so Excel keeps phone numbers and accounts as typed.
 */
export const writeImportTemplate = async (db: Database, tenantId: string): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.creator = 'blade-desktop';
  const sheet = book.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: headerOf(column),
    key: column.property,
    width: column.kind === 'names' ? 24 : 18,
    style: { numFmt: '@' },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  IMPORT_COLUMNS.forEach((column, i) => {
    if (column.note) header.getCell(i + 1).note = column.note;
  });

  const sample = sheet.addRow(
    sampleRow({
      role: firstName(db, 'blade_role', 'role_name', tenantId),
      dept: firstName(db, 'blade_dept', 'dept_name', tenantId),
      post: firstName(db, 'blade_post', 'post_name', tenantId),
    }),
  );
  sample.font = { italic: true, color: { argb: 'FF808080' } };
  sample.getCell(1).note = '示例行：导入时忽略本行，可删除或在其下方填写用户数据';
  return Buffer.from(await book.xlsx.writeBuffer());
};
