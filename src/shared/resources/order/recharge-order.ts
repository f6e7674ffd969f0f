import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'rechargeOrder', {
  zh: {
    title: '充值订单',
    fields: {
      orderNo: '订单编号',
      userId: '用户ID',
      userName: '用户姓名',
      userTel: '用户手机',
      amount: '充值金额(元)',
      giveAmount: '赠送金额(元)',
      payStatus: '支付状态',
      payDate: '支付时间',
    },
    payStatus: { unpaid: '未支付', paid: '已支付', closed: '已关闭' },
  },
  en: {
    title: 'Recharge orders',
    fields: {
      orderNo: 'Order no.',
      userId: 'User ID',
      userName: 'User',
      userTel: 'Mobile',
      amount: 'Amount (yuan)',
      giveAmount: 'Bonus (yuan)',
      payStatus: 'Payment status',
      payDate: 'Paid at',
    },
    payStatus: { unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed' },
  },
});

/**
 * 充值订单 (`/order/recharge-order`): a member's wallet top-up placed in the app (amount and any bonus of the
 * recharge-amount configuration). Created and paid in the app, so read-only here.
 */
export const rechargeOrderResource = r.define({
  menu: '/order/recharge-order',
  endpoint: '/blade-order/rechargeOrder',
  table: 'order_recharge',
  ...TENANT_ENTITY,
  permission: 'order_recharge',
  export: true,
  readOnly: true,
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('userId', { search: 'like', max: 255 }),
    r.text('userName', { search: 'like', max: 255 }),
    r.text('userTel', { search: 'like', max: 255 }),
    r.money('amount', { required: true, min: 0.01 }),
    r.money('giveAmount', { min: 0 }),
    r.choice(
      'payStatus',
      [
        { value: 0, label: 'payStatus.unpaid' },
        { value: 1, label: 'payStatus.paid' },
        { value: 2, label: 'payStatus.closed' },
      ],
      { required: true, search: 'equal' },
    ),
    r.datetime('payDate'),
    r.createTime(),
  ],
});

export type RechargeOrderRecord = RecordOfDefinition<typeof rechargeOrderResource>;
