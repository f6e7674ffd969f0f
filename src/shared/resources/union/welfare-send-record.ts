import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'welfareSendRecord', {
  zh: {
    title: '发放记录',
    fields: {
      welfareId: '福利',
      tradeUnionId: '所属工会',
      sendType: '发放方式',
      totalCount: '发放总数',
      scount: '成功',
      fcount: '失败',
    },
    sendType: { selection: '选择会员', idCards: '身份证号名单' },
  },
  en: {
    title: 'Send records',
    fields: {
      welfareId: 'Welfare',
      tradeUnionId: 'Union',
      sendType: 'Sent by',
      totalCount: 'Total',
      scount: 'Succeeded',
      fcount: 'Failed',
    },
    sendType: { selection: 'Member selection', idCards: 'List of citizen IDs' },
  },
});

/**
 * 发放记录 (`/union/send-record`, spec 001 §3 "Send record": total, succeeded, failed): one send of a welfare,
 * written by the send itself (modules/union/welfare-send.ts); `tradeUnionUserinfo/welfareUserList` lists them.
 * A send by a list of IDs also leaves one import-log row per ID (`welfareImportLog`, the failures with their reason).
 */
export const welfareSendRecordResource = r.define({
  menu: '/union/send-record',
  endpoint: '/blade-tradeUnion',
  verbs: {
    list: 'tradeUnionUserinfo/welfareUserList',
    detail: 'sendRecord/detail',
    submit: 'sendRecord/submit',
    remove: null,
    removeParam: 'ids',
  },
  table: 'trade_union_send_record',
  ...TENANT_ENTITY,
  permission: 'union_send_record',
  readOnly: true,
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.reference('welfareId', 'unionWelfare', 'name', { search: 'equal', readOnly: true }),
    r.reference('tradeUnionId', 'tradeUnion', 'name', { search: 'equal', readOnly: true }),
    r.choice(
      'sendType',
      [
        { value: 1, label: 'sendType.selection' },
        { value: 2, label: 'sendType.idCards' },
      ],
      { search: 'equal', readOnly: true, table: { width: 120 } },
    ),
    r.integer('totalCount', { readOnly: true, table: { width: 90 } }),
    r.integer('scount', { readOnly: true, table: { width: 90 } }),
    r.integer('fcount', { readOnly: true, table: { width: 90 } }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type WelfareSendRecordRecord = RecordOfDefinition<typeof welfareSendRecordResource>;
