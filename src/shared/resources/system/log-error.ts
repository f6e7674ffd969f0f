import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { LOG_FIELD_TEXTS, logHeadFields, logTailFields } from './log-fields';

const r = resource('system', 'logError', {
  zh: {
    title: '错误日志',
    fields: {
      ...LOG_FIELD_TEXTS.zh,
      exceptionName: '异常名',
      message: '异常信息',
      fileName: '文件名',
      lineNumber: '代码行数',
      stackTrace: '堆栈',
    },
  },
  en: {
    title: 'Error logs',
    fields: {
      ...LOG_FIELD_TEXTS.en,
      exceptionName: 'Exception',
      message: 'Message',
      fileName: 'File',
      lineNumber: 'Line',
      stackTrace: 'Stack trace',
    },
  },
});

/**
 * An error log: an exception a service or the desktop client reported (`blade_log_error`, bladex-contract.md §7.2): read-only, written by the server (src/server/modules/logs).
 * `/blade-log/error/list` pages with the §1.6 filters and sorts on every column; `detail` reads one. The
 * caller's tenant only, read by the roles `administrator` and `admin` (SpringBlade's `@PreAuth`; others get 401).
 */
export const logErrorResource = r.define({
  menu: '/monitor/log/error',
  endpoint: '/blade-log/error',
  verbs: { list: 'list', detail: 'detail', submit: null, remove: null, removeParam: 'ids' },
  table: 'blade_log_error',
  tenantScoped: true,
  audit: false,
  softDelete: false,
  idKind: 'snowflake',
  permission: 'log_error',
  readOnly: true,
  export: true,
  readRoles: ['administrator', 'admin'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    ...logHeadFields(r),
    r.text('exceptionName', { search: 'like', readOnly: true, sortable: true }),
    r.text('message', { search: 'like', readOnly: true, sortable: true }),
    r.text('fileName', { readOnly: true, sortable: true }),
    r.integer('lineNumber', { readOnly: true, sortable: true }),
    r.textarea('stackTrace', { readOnly: true, table: false }),
    ...logTailFields(r),
  ],
});

export type LogErrorRecord = RecordOfDefinition<typeof logErrorResource>;
