import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from '../../shared/resources/index';
import { columnNote, type ImportColumn } from './import-columns';
import type { ImportLookups } from './import-lookups';

export const OPTIONS_SHEET = '可选值';
export const GUIDE_SHEET = '填写说明';

/** The texts an operator may type in a column: its options' labels, or the names of the rows it may reference. */
export const allowedTexts = (column: ImportColumn, lookups: ImportLookups): string[] | undefined => {
  if (column.kind === 'choice') return lookups.choices(column.field)?.map((option) => option.label);
  if (column.kind === 'names') {
    const names = lookups.names(column.field);
    return names ? [...names.keys()].sort((a, b) => a.localeCompare(b, 'zh')) : undefined;
  }
  return undefined;
};

export interface TemplateArgs {
  readonly columns: readonly ImportColumn[];
  readonly lookups: ImportLookups;
  /** The rows' noun (`用户`): the data sheet is `<noun>数据表`. */
  readonly noun: string;
  /** The module's example row (cells by property), shown grey below the header and skipped on import. */
  readonly sample?: Readonly<Record<string, string>>;
}

/** exceljs keeps a sheet's validations (a range address may be a key) but its types do not declare them. */
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } })
    .dataValidations;

const letterOf = (index: number): string => {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

/**
 * The import template of a definition for the caller's tenant, built from its columns:
 * - the data sheet: one header per column (the field's zh label; required ones in red), a note on each saying
 *   what it takes, every cell formatted as text so Excel keeps phone numbers and codes as typed, the header
 *   frozen, and a drop-down of the allowed texts on single-choice columns (rows 2 to `IMPORT_MAX_ROWS` + 1);
 * - `填写说明`: each column, whether it is required, and its note;
 * - `可选值`: one column per option or reference column listing what may be typed (dictionary labels in the
 *   tenant, role or department names ...), which the drop-downs point at.
 */
export const writeImportTemplate = async ({ columns, lookups, noun, sample }: TemplateArgs): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.creator = 'blade-desktop';
  const sheet = book.addWorksheet(`${noun}数据表`, { views: [{ state: 'frozen', ySplit: 1 }] });
  const guide = book.addWorksheet(GUIDE_SHEET);
  const options = book.addWorksheet(OPTIONS_SHEET);

  const allowed = columns.map((column) => allowedTexts(column, lookups));
  const notes = columns.map((column, i) => columnNote(column, allowed[i], noun));
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.field.name,
    width: Math.max(14, Math.min(30, column.header.length * 2 + 6)),
    style: { numFmt: '@' },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.note = notes[i];
    if (column.required) cell.font = { bold: true, color: { argb: 'FFC00000' } };
  });

  guide.columns = [
    { header: '列名', key: 'header', width: 18 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写说明', key: 'note', width: 80 },
  ];
  guide.getRow(1).font = { bold: true };
  columns.forEach((column, i) =>
    guide.addRow({ header: column.header, required: column.required ? '是' : '否', note: notes[i] }),
  );
  guide.addRow({});
  guide.addRow({
    header: '说明',
    note: `数据从「${sheet.name}」第2行起填写，单次最多${IMPORT_MAX_ROWS}条；列的顺序可以调整，不需要的选填列可以删除。`,
  });

  let optionColumn = 0;
  columns.forEach((column, i) => {
    const texts = allowed[i];
    if (!texts || texts.length === 0) return;
    const letter = letterOf(optionColumn);
    optionColumn += 1;
    options.getColumn(optionColumn).width = Math.max(14, column.header.length * 2 + 6);
    options.getCell(`${letter}1`).value = column.header;
    options.getCell(`${letter}1`).font = { bold: true };
    texts.forEach((text, row) => (options.getCell(`${letter}${row + 2}`).value = text));
    if (column.multiple) return;
    const target = letterOf(i);
    validations(sheet).add(`${target}2:${target}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${OPTIONS_SHEET}'!$${letter}$2:$${letter}$${texts.length + 1}`],
      showErrorMessage: true,
      errorTitle: column.header,
      error: `请从「${OPTIONS_SHEET}」中选择${column.header}`,
    });
  });

  if (sample) {
    const row = sheet.addRow(sample);
    row.font = { italic: true, color: { argb: 'FF808080' } };
    row.getCell(1).note = '示例行：导入时忽略本行，可删除或在其下方填写数据';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};
