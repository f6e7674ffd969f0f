import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

/** `useType` of a balance change (spec 002 §3 "Welfare balance log"): 1 the balance paid part of an order, 2 it came back. */
export const WELFARE_USE = 1;
export const WELFARE_RETURN = 2;

const r = resource('order', 'welfareBalanceLog', {
  zh: {
    title: '福利余额变动',
    fields: {
      welfareUserId: '福利用户',
      useType: '变动类型',
      orderId: '订单ID',
      orderNo: '订单编号',
      refundId: '退款单号',
      beforeAmount: '变动前余额(元)',
      changeAmount: '变动金额(元)',
      afterAmount: '变动后余额(元)',
      changeDate: '变动时间',
    },
    useType: { use: '使用余额', back: '退回余额' },
  },
  en: {
    title: 'Welfare balance log',
    fields: {
      welfareUserId: 'Welfare user',
      useType: 'Change type',
      orderId: 'Order ID',
      orderNo: 'Order no.',
      refundId: 'Refund no.',
      beforeAmount: 'Before (yuan)',
      changeAmount: 'Change (yuan)',
      afterAmount: 'After (yuan)',
      changeDate: 'Changed at',
    },
    useType: { use: 'Balance used', back: 'Balance returned' },
  },
});

/**
 * 福利余额变动 (`/order/welfare-balance-log`): one row per change of a welfare user's union-coupon balance
 * (`welfareUserId`, the buyer's member id), amounts in integer cents shown as yuan. Written only by the server
 * (an order paid with the balance, a refund or cancel giving it back, modules/order/welfare-balance.ts), so the
 * screen is read-only: a log that an operator could edit would no longer prove the balance. A user's balance is
 * the `afterAmount` of their latest row, and every row's `before + change = after`.
 */
export const welfareBalanceLogResource = r.define({
  menu: '/order/welfare-balance-log',
  endpoint: '/blade-order/welfareBalanceLog',
  table: 'order_welfare_balance_log',
  ...TENANT_ENTITY,
  permission: 'order_welfare_balance',
  readOnly: true,
  export: true,
  verbs: { ...STANDARD_VERBS, remove: null },
  defaultSort: [{ field: 'changeDate', order: 'desc' }],
  fields: [
    r.text('welfareUserId', { search: 'equal', required: true, max: 64, table: { width: 190 } }),
    r.text('orderNo', { search: 'like', max: 64, table: { width: 190 } }),
    r.choice(
      'useType',
      [
        { value: WELFARE_USE, label: 'useType.use' },
        { value: WELFARE_RETURN, label: 'useType.back' },
      ],
      { search: 'equal', required: true, table: { width: 100 } },
    ),
    r.money('beforeAmount', { unit: 'cent', required: true, table: { width: 130 } }),
    r.money('changeAmount', { unit: 'cent', required: true, table: { width: 120 } }),
    r.money('afterAmount', { unit: 'cent', required: true, table: { width: 130 } }),
    r.datetime('changeDate', { required: true, search: 'dateRange', sortable: true, table: { width: 170 } }),
    r.text('orderId', { max: 64, table: false }),
    r.text('refundId', { search: 'equal', max: 64, table: { width: 190 } }),
    r.createTime({ table: false }),
  ],
});

export type WelfareBalanceLogRecord = RecordOfDefinition<typeof welfareBalanceLogResource>;
