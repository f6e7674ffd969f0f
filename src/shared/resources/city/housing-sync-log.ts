import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('city', 'housingSyncLog', {
  zh: {
    title: '住房同步记录',
    fields: {
      kind: '同步内容',
      added: '新增',
      changed: '变更',
      unchanged: '未变',
      failed: '失败',
      message: '说明',
      success: '是否成功',
    },
    kind: { village: '小区', house: '房屋', user: '住户', bill: '账单' },
  },
  en: {
    title: 'Housing syncs',
    fields: {
      kind: 'What',
      added: 'Added',
      changed: 'Changed',
      unchanged: 'Unchanged',
      failed: 'Failed',
      message: 'Note',
      success: 'Succeeded',
    },
    kind: { village: 'Estates', house: 'Houses', user: 'Residents', bill: 'Bills' },
  },
});

/**
 * One run of a municipal-housing sync (modules/city/housing-sync.ts): what it fetched and what it did (added,
 * changed, unchanged, failed), or why it wrote nothing (`success` 0 and the message). The housing screens show
 * the last run of their kind (`syncLog/list?kind=...&size=1`). Written only by the sync.
 */
export const housingSyncLogResource = r.define({
  endpoint: '/blade-city/municipalhousing/syncLog',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: null, removeParam: 'ids' },
  table: 'municipal_housing_sync_log',
  ...TENANT_ENTITY,
  permission: 'housing_village',
  readOnly: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.choice(
      'kind',
      [
        { value: 'village', label: 'kind.village' },
        { value: 'house', label: 'kind.house' },
        { value: 'user', label: 'kind.user' },
        { value: 'bill', label: 'kind.bill' },
      ],
      { search: 'equal', readOnly: true },
    ),
    r.flag('success', { search: 'equal', readOnly: true }),
    r.integer('added', { readOnly: true }),
    r.integer('changed', { readOnly: true }),
    r.integer('unchanged', { readOnly: true }),
    r.integer('failed', { readOnly: true }),
    r.text('message', { readOnly: true, max: 500 }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type HousingSyncLogRecord = RecordOfDefinition<typeof housingSyncLogResource>;
