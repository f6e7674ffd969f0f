import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'mallMessageLog', {
  zh: {
    title: '消息日志',
    fields: {
      phone: '手机号码',
      msgType: '消息类型',
      templateCode: '模板编号',
      content: '消息内容',
      sendStatus: '发送状态',
      bizId: '回执编号',
      errorMsg: '失败原因',
      sendTime: '发送时间',
    },
    msgType: { sms: '短信', voice: '语音' },
    sendStatus: { failed: '发送失败', sent: '发送成功' },
  },
  en: {
    title: 'Message log',
    fields: {
      phone: 'Mobile',
      msgType: 'Type',
      templateCode: 'Template',
      content: 'Content',
      sendStatus: 'Status',
      bizId: 'Receipt ID',
      errorMsg: 'Failure',
      sendTime: 'Sent at',
    },
    msgType: { sms: 'SMS', voice: 'Voice call' },
    sendStatus: { failed: 'Failed', sent: 'Sent' },
  },
});

/**
 * 消息日志 (`/desk/message-log`): every SMS and voice notice the platform sent through its SMS configuration,
 * with the provider's receipt or its failure. Written by the send calls only, so read-only; `list/sms` and
 * `list/voice` are the list of one type.
 */
export const mallMessageLogResource = r.define({
  menu: '/desk/message-log',
  endpoint: '/blade-desk/mallmessagelog',
  table: 'mall_message_log',
  ...TENANT_ENTITY,
  permission: 'desk_message_log',
  export: true,
  readOnly: true,
  fields: [
    r.text('phone', { search: 'like', required: true, max: 11, format: 'mobile' }),
    r.choice(
      'msgType',
      [
        { value: 1, label: 'msgType.sms' },
        { value: 2, label: 'msgType.voice' },
      ],
      { required: true, search: 'equal' },
    ),
    r.text('templateCode', { search: 'like', max: 255 }),
    r.textarea('content'),
    r.choice(
      'sendStatus',
      [
        { value: 0, label: 'sendStatus.failed' },
        { value: 1, label: 'sendStatus.sent' },
      ],
      { required: true, search: 'equal' },
    ),
    r.text('bizId', { search: 'like', max: 255 }),
    r.text('errorMsg', { search: 'like', max: 255 }),
    r.datetime('sendTime', { search: 'dateRange', sortable: true }),
    r.createTime(),
  ],
});

export type MallMessageLogRecord = RecordOfDefinition<typeof mallMessageLogResource>;
