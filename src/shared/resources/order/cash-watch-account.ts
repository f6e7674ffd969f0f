import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'cashWatchAccount', {
  zh: {
    title: '资金监管账户',
    fields: {
      shopName: '商户名称',
      shopId: '商户ID',
      bankName: '监管银行',
      accountName: '账户名称',
      accountNo: '监管账号',
      watchMoney: '监管金额(元)',
      status: '启用状态',
    },
    rules: { accountNo: '监管账号应为8至32位数字' },
  },
  en: {
    title: 'Escrow accounts',
    fields: {
      shopName: 'Merchant',
      shopId: 'Merchant ID',
      bankName: 'Bank',
      accountName: 'Account name',
      accountNo: 'Account no.',
      watchMoney: 'Escrowed (yuan)',
      status: 'Enabled',
    },
    rules: { accountNo: 'The account number has 8 to 32 digits' },
  },
});

/**
 * 资金监管账户 (`/order/cash-watch`): the escrow account at a supervising bank that holds a merchant's prepaid
 * money (tourism prepayments must be escrowed), with the amount under watch.
 */
export const cashWatchAccountResource = r.define({
  menu: '/order/cash-watch',
  endpoint: '/blade-operation/cashWatchAccount',
  table: 'operation_cash_watch_account',
  ...TENANT_ENTITY,
  permission: 'order_cash_watch',
  fields: [
    r.text('shopName', { search: 'like', required: true, max: 255 }),
    r.text('shopId', { search: 'like', max: 255 }),
    r.text('bankName', { search: 'like', required: true, max: 255 }),
    r.text('accountName', { search: 'like', required: true, max: 255 }),
    r.text('accountNo', {
      search: 'like',
      required: true,
      max: 32,
      rules: [{ kind: 'pattern', pattern: '^\\d{8,32}$', message: 'rules.accountNo' }],
    }),
    r.money('watchMoney', { min: 0 }),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CashWatchAccountRecord = RecordOfDefinition<typeof cashWatchAccountResource>;
