import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'walletsconsumptionrecords', {
  zh: {
    title: '钱包消费记录',
    fields: {
      walletId: '钱包ID',
      orderNo: '订单编号',
      shopName: '消费商户',
      amount: '消费金额(元)',
      consumeTime: '消费时间',
    },
  },
  en: {
    title: 'Wallet consumption',
    fields: {
      walletId: 'Wallet ID',
      orderNo: 'Order no.',
      shopName: 'Merchant',
      amount: 'Amount (yuan)',
      consumeTime: 'At',
    },
  },
});

/**
 * 钱包消费记录 (`/order/wallet-consumption`): the wallet payments of orders, by merchant. Read-only.
 */
export const walletsconsumptionrecordsResource = r.define({
  menu: '/order/wallet-consumption',
  endpoint: '/blade-system/walletsconsumptionrecords',
  table: 'wallets_consumption_records',
  ...TENANT_ENTITY,
  permission: 'order_wallet_consumption',
  export: true,
  readOnly: true,
  fields: [
    r.text('walletId', { search: 'like', required: true, max: 255 }),
    r.text('orderNo', { search: 'like', max: 255 }),
    r.text('shopName', { search: 'like', max: 255 }),
    r.money('amount', { required: true }),
    r.datetime('consumeTime'),
    r.createTime(),
  ],
});

export type WalletsconsumptionrecordsRecord = RecordOfDefinition<typeof walletsconsumptionrecordsResource>;
