import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'walletsrechargeamountconfig', {
  zh: {
    title: '充值金额配置',
    fields: {
      amount: '充值金额(元)',
      giveAmount: '赠送金额(元)',
      sort: '排序',
      status: '启用状态',
    },
  },
  en: {
    title: 'Recharge amounts',
    fields: {
      amount: 'Amount (yuan)',
      giveAmount: 'Bonus (yuan)',
      sort: 'Sort',
      status: 'Enabled',
    },
  },
});

/**
 * 充值金额配置 (`/system/recharge-amount`): the top-up amounts the app offers, with an optional bonus, in `sort`
 * order; only enabled ones are offered.
 */
export const walletsrechargeamountconfigResource = r.define({
  menu: '/system/recharge-amount',
  endpoint: '/blade-system/walletsrechargeamountconfig',
  table: 'wallets_recharge_amount_config',
  ...TENANT_ENTITY,
  permission: 'wallet_recharge_amount',
  fields: [
    r.money('amount', { required: true, min: 0.01, max: 100000 }),
    r.money('giveAmount', { min: 0 }),
    r.integer('sort', { required: true }),
    r.status('status', { search: 'equal' }),
    r.remark(),
    r.createTime(),
  ],
});

export type WalletsrechargeamountconfigRecord = RecordOfDefinition<typeof walletsrechargeamountconfigResource>;
