import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'walletsrechargerecords', {
  zh: {
    title: '充值记录',
    fields: {
      orderNo: '订单编号',
      walletId: '钱包ID',
      amount: '充值金额(元)',
      payStatus: '支付结果',
      signature: '支付签名',
    },
    payStatus: { failed: '失败', success: '成功' },
  },
  en: {
    title: 'Recharge records',
    fields: {
      orderNo: 'Order no.',
      walletId: 'Wallet ID',
      amount: 'Amount (yuan)',
      payStatus: 'Result',
      signature: 'Signature',
    },
    payStatus: { failed: 'Failed', success: 'Succeeded' },
  },
});

/**
 * 充值记录 (`/order/recharge-record`, spec 002 §3 "Recharge record"): the payment channel's answer to a top-up
 * (`payStatus` 0 failed, 1 success, with its signature). Read-only: written when the channel calls back.
 */
export const walletsrechargerecordsResource = r.define({
  menu: '/order/recharge-record',
  endpoint: '/blade-system/walletsrechargerecords',
  table: 'wallets_recharge_records',
  ...TENANT_ENTITY,
  permission: 'order_recharge_record',
  export: true,
  readOnly: true,
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('walletId', { search: 'like', max: 255 }),
    r.money('amount', { required: true }),
    r.choice(
      'payStatus',
      [
        { value: 0, label: 'payStatus.failed' },
        { value: 1, label: 'payStatus.success' },
      ],
      { required: true, search: 'equal' },
    ),
    r.text('signature', { search: 'like', max: 255 }),
    r.createTime(),
  ],
});

export type WalletsrechargerecordsRecord = RecordOfDefinition<typeof walletsrechargerecordsResource>;
