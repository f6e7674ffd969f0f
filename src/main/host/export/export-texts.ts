import type { Settings } from '../../../shared/settings';

type Language = Settings['language'];

/** The messages an export ends with; they reach the user in the export dialog, in the settings' language. */
const catalogue = {
  cancelled: { zh: '导出已取消', en: 'The export was cancelled' },
  badAnswer: {
    zh: '列表接口返回的数据格式无法识别，导出已停止',
    en: 'The list answered in a format the export does not understand',
  },
  tooManyRows: {
    zh: '数据超过 Excel 单表上限 1048575 行，请缩小查询范围后再导出',
    en: 'More rows than one Excel sheet holds (1 048 575): narrow the search and export again',
  },
  writeFailed: { zh: '写入导出文件失败', en: 'Could not write the export file' },
  busy: {
    zh: '已有导出正在进行，请等待完成后再试',
    en: 'Other exports are still running: wait for one to finish',
  },
  unavailable: { zh: '当前环境不支持导出', en: 'Export is not available here' },
  unknownExport: { zh: '该导出不存在或已结束', en: 'No such export is running' },
  locked: { zh: '屏幕已锁定', en: 'The screen is locked' },
} as const;

export type ExportText = keyof typeof catalogue;

export const exportText = (key: ExportText, language: Language): string => catalogue[key][language];
