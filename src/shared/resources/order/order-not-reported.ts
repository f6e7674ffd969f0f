import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'orderNotReported', {
  zh: {
    title: '未报备订单',
    fields: {
      orderNo: '订单编号',
      orderId: '订单ID',
      shopName: '商户名称',
      orderMoney: '订单金额(元)',
      payDate: '支付时间',
      deadline: '报备截止时间',
      reason: '未报备原因',
    },
  },
  en: {
    title: 'Unreported orders',
    fields: {
      orderNo: 'Order no.',
      orderId: 'Order ID',
      shopName: 'Merchant',
      orderMoney: 'Order amount (yuan)',
      payDate: 'Paid at',
      deadline: 'Report by',
      reason: 'Reason',
    },
  },
});

/**
 * 未报备订单 (`/order/not-reported`): paid orders whose ledger was not reported by the merchant within the days
 * its ledger setting allows (`deadline`). Operators view, export and delete (a late report removes the row).
 */
export const orderNotReportedResource = r.define({
  menu: '/order/not-reported',
  endpoint: '/blade-order/orderNotReported',
  table: 'order_not_reported',
  ...TENANT_ENTITY,
  permission: 'order_not_reported',
  export: true,
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('orderId', { search: 'like', max: 255 }),
    r.text('shopName', { search: 'like', max: 255 }),
    r.money('orderMoney'),
    r.datetime('payDate'),
    r.datetime('deadline'),
    r.textarea('reason'),
    r.createTime(),
  ],
});

export type OrderNotReportedRecord = RecordOfDefinition<typeof orderNotReportedResource>;
