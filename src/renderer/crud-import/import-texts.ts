import type { Language } from '../../shared/i18n';

/**
 * The import dialog's texts. Kept beside the component rather than in the app catalogues: like the export's,
 * they belong to a lazy chunk and must not weigh on the sign-in bundle.
 */
const zh = {
  button: '导入',
  title: '{{title}} - 数据导入',
  template: '下载模板',
  templateHint: '请先下载导入模板，按模板填写后上传（模板中的示例行会被忽略）',
  templateFailed: '模板下载失败',
  templateFileName: '{{title}}导入模板.xlsx',
  choose: '选择文件',
  noFile: '未选择文件',
  fileRule: '只能导入xlsx文件，且不超过10M',
  covered: '覆盖已存在的数据',
  coveredHint: '开启后，账号已存在的行将更新该用户；关闭时这些行会被拒绝',
  submit: '开始导入',
  importing: '正在导入…',
  close: '关闭',
  done: '导入成功：新增 {{inserted}} 条，更新 {{updated}} 条',
  failed: '导入失败，未写入任何数据',
  row: '行号',
  rowLabel: '第{{row}}行',
  error: '错误信息',
};

const en: typeof zh = {
  button: 'Import',
  title: '{{title}} - import',
  template: 'Download template',
  templateHint: 'Download the template, fill it in and upload it (the example row in the template is skipped)',
  templateFailed: 'The template could not be downloaded',
  templateFileName: '{{title}} import template.xlsx',
  choose: 'Choose file',
  noFile: 'No file chosen',
  fileRule: 'Only .xlsx files of at most 10 MB can be imported',
  covered: 'Overwrite existing records',
  coveredHint: 'When on, rows whose account exists update that user; when off, those rows are refused',
  submit: 'Import',
  importing: 'Importing…',
  close: 'Close',
  done: 'Imported: {{inserted}} added, {{updated}} updated',
  failed: 'The import failed; nothing was written',
  row: 'Row',
  rowLabel: 'Row {{row}}',
  error: 'Problem',
};

export type ImportTextKey = keyof typeof zh;

export const importText = (
  language: Language,
  key: ImportTextKey,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  (language === 'en' ? en : zh)[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
