import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'walletstransactions', {
  zh: {
    title: '钱包交易流水',
    fields: {
      walletId: '钱包ID',
      transType: '交易类型',
      amount: '交易金额(元)',
      balanceAfter: '交易后余额(元)',
      orderNo: '关联单号',
      transTime: '交易时间',
    },
    transType: { recharge: '充值', consume: '消费', refund: '退款', adjust: '调整' },
  },
  en: {
    title: 'Wallet transactions',
    fields: {
      walletId: 'Wallet ID',
      transType: 'Type',
      amount: 'Amount (yuan)',
      balanceAfter: 'Balance after (yuan)',
      orderNo: 'Order no.',
      transTime: 'At',
    },
    transType: { recharge: 'Top-up', consume: 'Payment', refund: 'Refund', adjust: 'Adjustment' },
  },
});

/**
 * 钱包交易流水 (`/order/wallet-transaction`): every change of a wallet, signed (a top-up or refund positive, a
 * payment negative, an operator's adjustment either, with its reason in `remark`) with the balance after it.
 * Read-only: written with the wallet's balance by modules/order/wallet-ledger.ts, so the balance is their sum.
 */
export const walletstransactionsResource = r.define({
  menu: '/order/wallet-transaction',
  endpoint: '/blade-system/walletstransactions',
  table: 'wallets_transactions',
  ...TENANT_ENTITY,
  permission: 'order_wallet_transaction',
  export: true,
  readOnly: true,
  fields: [
    r.text('walletId', { search: 'like', required: true, max: 255 }),
    r.choice(
      'transType',
      [
        { value: 1, label: 'transType.recharge' },
        { value: 2, label: 'transType.consume' },
        { value: 3, label: 'transType.refund' },
        { value: 4, label: 'transType.adjust' },
      ],
      { required: true, search: 'equal' },
    ),
    r.money('amount', { required: true }),
    r.money('balanceAfter'),
    r.text('orderNo', { search: 'like', max: 255 }),
    r.datetime('transTime', { search: 'dateRange', sortable: true }),
    r.remark(),
    r.createTime(),
  ],
});

export type WalletstransactionsRecord = RecordOfDefinition<typeof walletstransactionsResource>;
