import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'lotteryRecord', {
  zh: {
    title: '中奖记录',
    fields: {
      userId: '用户',
      actNum: '活动编码',
      win: '是否中奖',
      prizeId: '奖品',
      name: '收件人',
      phone: '联系电话',
      addr: '收货地址',
      send: '是否发货',
      kuaidiNo: '快递单号',
      createTime: '抽奖时间',
    },
    win: { yes: '中奖', no: '未中奖' },
    send: { yes: '已发货', no: '未发货' },
    rules: { kuaidiNo: '请输入快递单号' },
  },
  en: {
    title: 'Lottery records',
    fields: {
      userId: 'User',
      actNum: 'Activity code',
      win: 'Won',
      prizeId: 'Prize',
      name: 'Recipient',
      phone: 'Phone',
      addr: 'Address',
      send: 'Shipped',
      kuaidiNo: 'Courier number',
      createTime: 'Played',
    },
    win: { yes: 'Won', no: 'Lost' },
    send: { yes: 'Shipped', no: 'Not shipped' },
    rules: { kuaidiNo: 'Please enter the courier number' },
  },
});

/**
 * Every play of a lucky draw (`/welfare/lottery-record`, `blade-order/actLog`; spec 002 §3 "Lottery record"). The
 * app writes them; the operator corrects the winner's address and marks the prize shipped with its courier
 * number, which a shipped record requires (modules/welfare/lottery-record.ts). Only a winning play ships.
 */
export const lotteryRecordResource = r.define({
  menu: '/welfare/lottery-record',
  endpoint: '/blade-order/actLog',
  table: 'act_log',
  ...TENANT_ENTITY,
  permission: 'lottery_record',
  noAdd: true,
  export: true,
  fields: [
    r.text('userId', { search: 'equal', readOnly: true, table: { width: 160 } }),
    r.text('actNum', { search: 'equal', readOnly: true, table: { width: 110 } }),
    r.flag('win', { onLabel: 'win.yes', offLabel: 'win.no', search: 'equal', readOnly: true, table: { width: 80 } }),
    r.reference('prizeId', 'lotteryPrize', 'name', { search: 'equal', readOnly: true, table: { width: 140 } }),
    r.text('name', { search: 'like', max: 64, table: { width: 100 } }),
    r.text('phone', { search: 'like', format: 'mobile', table: { width: 130 } }),
    r.text('addr', { max: 255, table: { width: 220 } }),
    r.flag('send', {
      onLabel: 'send.yes',
      offLabel: 'send.no',
      search: 'equal',
      defaultValue: 0,
      table: { width: 90 },
    }),
    r.text('kuaidiNo', {
      max: 64,
      required: { when: { field: 'send', in: [1] } },
      table: { width: 160 },
    }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type LotteryRecordRecord = RecordOfDefinition<typeof lotteryRecordResource>;
