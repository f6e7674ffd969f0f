import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'welfareImportLog', {
  zh: {
    title: '导入日志',
    fields: {
      logId: '发放记录',
      idCard: '身份证号',
      realName: '姓名',
      sex: '性别',
      birthday: '出生日期',
      phone: '手机号',
      remark: '备注',
      reson: '失败原因',
      isSucess: '是否成功',
    },
  },
  en: {
    title: 'Import log',
    fields: {
      logId: 'Send record',
      idCard: 'Citizen ID',
      realName: 'Name',
      sex: 'Sex',
      birthday: 'Born',
      phone: 'Mobile',
      remark: 'Remark',
      reson: 'Failure reason',
      isSucess: 'Succeeded',
    },
  },
});

/**
 * 导入日志 (`/union/import-log`, spec 001 §3 "Record-import log"): one row per citizen ID of a send by ID list,
 * with the member found (name, sex, birthday, phone) or the reason it failed (`reson`, `isSucess` 0). Searched
 * by its send record (`logId`). Written only by the send.
 */
export const welfareImportLogResource = r.define({
  menu: '/union/import-log',
  endpoint: '/blade-tradeUnion/importLog',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: null, removeParam: 'ids' },
  table: 'trade_union_import_log',
  ...TENANT_ENTITY,
  permission: 'union_import_log',
  readOnly: true,
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.reference('logId', 'welfareSendRecord', 'id', { search: 'equal', readOnly: true, table: false }),
    r.text('idCard', { search: 'like', readOnly: true, table: { width: 180 } }),
    r.text('realName', { search: 'like', readOnly: true }),
    r.text('sex', { readOnly: true, table: { width: 60 } }),
    r.text('birthday', { readOnly: true, table: { width: 110 } }),
    r.text('phone', { readOnly: true }),
    r.text('remark', { readOnly: true, table: false }),
    r.flag('isSucess', { search: 'equal', readOnly: true, table: { width: 90 } }),
    r.text('reson', { readOnly: true, table: { width: 220 } }),
    r.createTime(),
  ],
});

export type WelfareImportLogRecord = RecordOfDefinition<typeof welfareImportLogResource>;
