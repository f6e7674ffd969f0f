import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { LOG_FIELD_TEXTS, logHeadFields, logTailFields } from './log-fields';

const r = resource('system', 'logApi', {
  zh: { title: '接口日志', fields: { ...LOG_FIELD_TEXTS.zh, type: '日志类型', title: '日志标题' } },
  en: { title: 'API logs', fields: { ...LOG_FIELD_TEXTS.en, type: 'Type', title: 'Title' } },
});

/**
 * An API log: one call to an endpoint that logs its calls (`blade_log_api`, bladex-contract.md §7.2): read-only, written by the server (src/server/modules/logs).
 * `/blade-log/api/list` pages with the §1.6 filters and sorts on every column; `detail` reads one. The
 * caller's tenant only, read by the roles `administrator` and `admin` (SpringBlade's `@PreAuth`; others get 401).
 */
export const logApiResource = r.define({
  menu: '/monitor/log/api',
  endpoint: '/blade-log/api',
  verbs: { list: 'list', detail: 'detail', submit: null, remove: null, removeParam: 'ids' },
  table: 'blade_log_api',
  tenantScoped: true,
  audit: false,
  softDelete: false,
  idKind: 'snowflake',
  permission: 'log_api',
  readOnly: true,
  export: true,
  readRoles: ['administrator', 'admin'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    ...logHeadFields(r),
    r.text('type', { search: 'equal', readOnly: true, sortable: true }),
    r.text('title', { search: 'like', readOnly: true, sortable: true }),
    ...logTailFields(r),
  ],
});

export type LogApiRecord = RecordOfDefinition<typeof logApiResource>;
