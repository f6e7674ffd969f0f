import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('order', 'orderDeduct', {
  zh: {
    title: '订单扣款',
    fields: {
      orderNo: '订单编号',
      orderId: '订单ID',
      shopId: '商户ID',
      shopName: '商户名称',
      deductMoney: '扣款金额(元)',
      deductType: '扣款类型',
      reason: '扣款原因',
      deductDate: '扣款时间',
    },
    deductType: { late: '逾期报备', complaint: '客诉扣款', other: '其他' },
  },
  en: {
    title: 'Order deductions',
    fields: {
      orderNo: 'Order no.',
      orderId: 'Order ID',
      shopId: 'Merchant ID',
      shopName: 'Merchant',
      deductMoney: 'Deduction (yuan)',
      deductType: 'Deduction type',
      reason: 'Reason',
      deductDate: 'Deducted at',
    },
    deductType: { late: 'Late report', complaint: 'Complaint', other: 'Other' },
  },
});

/**
 * 订单扣款 (`/order/deduct`): an amount held back from a merchant's settlement for one order (a late ledger report,
 * a customer complaint). The amount is positive, two decimals, and never more than the order's amount (the module
 * checks it against the order named by `orderNo`). `page` and `selectDeductPage` list, `getDeductById` and
 * `getInfoById` answer one.
 */
export const orderDeductResource = r.define({
  menu: '/order/deduct',
  endpoint: '/blade-order/orderDeduct',
  table: 'order_deduct',
  ...TENANT_ENTITY,
  permission: 'order_deduct',
  export: true,
  verbs: { ...STANDARD_VERBS, list: 'page' },
  fields: [
    // The order is chosen once: a deduction moved to another order would be another deduction.
    r.text('orderNo', { search: 'like', required: true, max: 64, readOnlyOnEdit: true }),
    r.text('orderId', { readOnly: true, table: false }),
    r.text('shopId', { search: 'equal', readOnly: true, table: false }),
    r.text('shopName', { search: 'like', readOnly: true }),
    r.money('deductMoney', { required: true, min: 0.01 }),
    r.choice(
      'deductType',
      [
        { value: 1, label: 'deductType.late' },
        { value: 2, label: 'deductType.complaint' },
        { value: 3, label: 'deductType.other' },
      ],
      { required: true, search: 'equal' },
    ),
    r.textarea('reason', { max: 255 }),
    r.datetime('deductDate', { search: 'dateRange', sortable: true }),
    r.createTime(),
  ],
});

export type OrderDeductRecord = RecordOfDefinition<typeof orderDeductResource>;
