import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'orderFee', {
  zh: {
    title: '订单手续费',
    fields: {
      shopName: '商户名称',
      shopId: '商户ID',
      feeRate: '手续费率(%)',
      minFee: '最低手续费(元)',
      maxFee: '最高手续费(元)',
      status: '启用状态',
    },
  },
  en: {
    title: 'Order fees',
    fields: {
      shopName: 'Merchant',
      shopId: 'Merchant ID',
      feeRate: 'Fee rate (%)',
      minFee: 'Minimum fee (yuan)',
      maxFee: 'Maximum fee (yuan)',
      status: 'Enabled',
    },
  },
});

/**
 * 订单手续费 (`/order/fee`; fields not shown, designed): the payment fee rate (percent, two decimals) charged on a
 * merchant's orders at settlement, with an optional floor and cap per order in yuan.
 */
export const orderFeeResource = r.define({
  menu: '/order/fee',
  endpoint: '/blade-order/orderFee',
  table: 'order_fee',
  ...TENANT_ENTITY,
  permission: 'order_fee',
  fields: [
    r.text('shopName', { search: 'like', required: true, max: 255 }),
    r.text('shopId', { search: 'like', max: 255 }),
    r.number('feeRate', { required: true, min: 0, max: 100, precision: 2 }),
    r.money('minFee', { min: 0 }),
    r.money('maxFee', { min: 0 }),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type OrderFeeRecord = RecordOfDefinition<typeof orderFeeResource>;
