import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'ledgerOrder', {
  zh: {
    title: '台账订单',
    fields: {
      orderNo: '订单编号',
      orderId: '订单ID',
      ledgerMoney: '台账金额(元)',
      shopId: '商户ID',
      ledgerStatus: '台账状态',
      parentId: '所属台账',
      securityNo: '防伪编号',
    },
  },
  en: {
    title: 'Ledger orders',
    fields: {
      orderNo: 'Order no.',
      orderId: 'Order ID',
      ledgerMoney: 'Ledger amount (yuan)',
      shopId: 'Merchant ID',
      ledgerStatus: 'Ledger status',
      parentId: 'Ledger',
      securityNo: 'Security no.',
    },
  },
});

/**
 * 台账订单 (`/order/ledger-order`, spec 002 §3 "Ledger order"): the orders a ledger record (`parentId`) settles,
 * each with its ledger amount in yuan and the anti-counterfeit number of its paper slip (`securityNo`).
 */
export const ledgerOrderResource = r.define({
  menu: '/order/ledger-order',
  endpoint: '/blade-order/ledgerOrder',
  table: 'order_ledger_order',
  ...TENANT_ENTITY,
  permission: 'order_ledger_order',
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('orderId', { search: 'like', max: 255 }),
    r.money('ledgerMoney', { required: true }),
    r.text('shopId', { search: 'like', max: 255 }),
    r.dict('ledgerStatus', 'admin_status', { search: 'equal', defaultValue: 0 }),
    r.text('parentId', { search: 'like', max: 255 }),
    r.text('securityNo', { search: 'like', max: 255 }),
    r.createTime(),
  ],
});

export type LedgerOrderRecord = RecordOfDefinition<typeof ledgerOrderResource>;
