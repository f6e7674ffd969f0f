import type { Language } from '../../shared/i18n';

/**
 * The export dialog's texts. Kept beside the component rather than in the app catalogues: like the CRUD
 * engine's texts, they belong to a lazy chunk and must not weigh on the sign-in bundle.
 */
const zh = {
  button: '导出',
  disabledByPolicy: '导出功能已被 IT 策略禁用',
  title: '导出 Excel',
  starting: '正在准备导出…',
  progress: '已导出 {{written}} / {{total}} 条',
  done: '导出完成，共 {{written}} 条',
  downloading: '文件 {{fileName}} 已开始下载',
  saved: '文件 {{fileName}} 已保存',
  cancelled: '导出已取消',
  failed: '导出失败',
  cancel: '取消导出',
  close: '关闭',
  reveal: '打开所在文件夹',
  rangeStart: '(开始)',
  rangeEnd: '(结束)',
  noColumns: '没有可导出的列',
};

const en: typeof zh = {
  button: 'Export',
  disabledByPolicy: 'Export is turned off by IT policy',
  title: 'Export to Excel',
  starting: 'Preparing the export…',
  progress: '{{written}} of {{total}} rows exported',
  done: 'Export complete: {{written}} rows',
  downloading: '{{fileName}} is downloading',
  saved: '{{fileName}} was saved',
  cancelled: 'The export was cancelled',
  failed: 'The export failed',
  cancel: 'Cancel export',
  close: 'Close',
  reveal: 'Show in folder',
  rangeStart: ' (from)',
  rangeEnd: ' (to)',
  noColumns: 'No columns to export',
};

export type ExportTextKey = keyof typeof zh;

export const exportText = (
  language: Language,
  key: ExportTextKey,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  (language === 'en' ? en : zh)[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
