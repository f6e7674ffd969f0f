import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { LOG_FIELD_TEXTS, logHeadFields, logTailFields } from './log-fields';

const r = resource('system', 'logUsual', {
  zh: {
    title: '通用日志',
    fields: { ...LOG_FIELD_TEXTS.zh, logLevel: '日志级别', logId: '日志业务id', logData: '日志数据' },
  },
  en: {
    title: 'Usual logs',
    fields: { ...LOG_FIELD_TEXTS.en, logLevel: 'Level', logId: 'Business id', logData: 'Data' },
  },
});

/**
 * A usual log: what code logged on purpose (`blade_log_usual`, bladex-contract.md §7.2): read-only, written by the server (src/server/modules/logs).
 * `/blade-log/usual/list` pages with the §1.6 filters and sorts on every column; `detail` reads one. The
 * caller's tenant only, read by the roles `administrator` and `admin` (SpringBlade's `@PreAuth`; others get 401).
 */
export const logUsualResource = r.define({
  menu: '/monitor/log/usual',
  endpoint: '/blade-log/usual',
  verbs: { list: 'list', detail: 'detail', submit: null, remove: null, removeParam: 'ids' },
  table: 'blade_log_usual',
  tenantScoped: true,
  audit: false,
  softDelete: false,
  idKind: 'snowflake',
  permission: 'log_usual',
  readOnly: true,
  export: true,
  readRoles: ['administrator', 'admin'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    ...logHeadFields(r),
    r.text('logLevel', { search: 'equal', readOnly: true, sortable: true }),
    r.text('logId', { search: 'like', readOnly: true, sortable: true }),
    r.textarea('logData', { search: 'like', readOnly: true, table: false }),
    ...logTailFields(r),
  ],
});

export type LogUsualRecord = RecordOfDefinition<typeof logUsualResource>;
