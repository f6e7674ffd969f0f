import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'wallets', {
  zh: {
    title: '钱包账户',
    fields: {
      userId: '用户ID',
      userName: '用户姓名',
      userTel: '用户手机',
      balance: '余额(元)',
      status: '账户状态',
      amount: '金额(元)',
      reason: '说明',
    },
    status: { active: '正常', frozen: '冻结' },
    actions: { freeze: '冻结/解冻', recharge: '充值', adjust: '余额调整' },
    rules: { reason: '请输入调整说明' },
  },
  en: {
    title: 'Wallets',
    fields: {
      userId: 'User ID',
      userName: 'User',
      userTel: 'Mobile',
      balance: 'Balance (yuan)',
      status: 'Account',
      amount: 'Amount (yuan)',
      reason: 'Note',
    },
    status: { active: 'Active', frozen: 'Frozen' },
    actions: { freeze: 'Freeze/unfreeze', recharge: 'Top up', adjust: 'Adjust balance' },
    rules: { reason: 'Please give the reason for the adjustment' },
  },
});

/**
 * 钱包账户 (`/order/wallet`): a member's stored-value wallet, written by the app's top-ups and payments. Its
 * `balance` must stay the sum of its transactions (钱包交易流水), so the back office never edits it: an operator
 * tops a wallet up (`recharge`), corrects it up or down with a reason (`adjust`) or freezes it (`freeze`, status 0:
 * no top-up or adjustment until unfrozen); each move writes its transaction and the balance together
 * (modules/order/wallet-ledger.ts).
 */
export const walletsResource = r.define({
  menu: '/order/wallet',
  endpoint: '/blade-system/wallets',
  table: 'wallets',
  ...TENANT_ENTITY,
  permission: 'order_wallet',
  readOnly: true,
  actions: [
    r.toggle('freeze', 'status', { permission: 'order_wallet_freeze' }),
    r.action('recharge', {
      permission: 'order_wallet_recharge',
      input: { kind: 'id', param: 'id' },
      when: { field: 'status', in: [1] },
      form: [r.money('amount', { required: true, min: 0.01, max: 100000 }), r.textarea('reason', { max: 255 })],
      effect: { kind: 'hook' },
    }),
    r.action('adjust', {
      permission: 'order_wallet_adjust',
      input: { kind: 'id', param: 'id' },
      when: { field: 'status', in: [1] },
      form: [
        r.money('amount', { required: true, min: -100000, max: 100000 }),
        r.textarea('reason', { required: 'rules.reason', max: 255 }),
      ],
      effect: { kind: 'hook' },
    }),
  ],
  fields: [
    r.text('userId', { search: 'like', required: true, max: 255 }),
    r.text('userName', { search: 'like', max: 255 }),
    r.text('userTel', { search: 'like', max: 255 }),
    r.money('balance', { readOnly: true }),
    r.flag('status', {
      on: 1,
      off: 0,
      onLabel: 'status.active',
      offLabel: 'status.frozen',
      toggle: 'freeze',
      toggleBothWays: true,
      search: 'equal',
      defaultValue: 1,
    }),
    r.createTime(),
  ],
});

export type WalletsRecord = RecordOfDefinition<typeof walletsResource>;
