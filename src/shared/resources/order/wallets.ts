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
    },
  },
  en: {
    title: 'Wallets',
    fields: {
      userId: 'User ID',
      userName: 'User',
      userTel: 'Mobile',
      balance: 'Balance (yuan)',
      status: 'Active',
    },
  },
});

/**
 * 钱包账户 (`/order/wallet`): a member's stored-value wallet, written by the app's top-ups and payments. Its
 * `balance` must stay the sum of its transactions (钱包交易流水), so the back office shows it and never edits it.
 */
export const walletsResource = r.define({
  menu: '/order/wallet',
  endpoint: '/blade-system/wallets',
  table: 'wallets',
  ...TENANT_ENTITY,
  permission: 'order_wallet',
  readOnly: true,
  fields: [
    r.text('userId', { search: 'like', required: true, max: 255 }),
    r.text('userName', { search: 'like', max: 255 }),
    r.text('userTel', { search: 'like', max: 255 }),
    r.money('balance', { readOnly: true }),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type WalletsRecord = RecordOfDefinition<typeof walletsResource>;
