import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'shopSettleAccount', {
  zh: {
    title: '结算账户',
    fields: {
      shopId: '所属商户',
      accountType: '账户类型',
      accountName: '账户名称',
      bankName: '开户银行',
      bankBranch: '开户支行',
      accountNo: '银行账号',
      isDefault: '默认账户',
    },
    accountType: { corporate: '对公账户', personal: '对私账户' },
    rules: {
      shopId: '请选择所属商户',
      accountName: '请输入账户名称',
      bankName: '请输入开户银行',
      accountNo: '请输入银行账号',
      accountNoFormat: '银行账号应为8至30位数字',
    },
  },
  en: {
    title: 'Settlement accounts',
    fields: {
      shopId: 'Merchant',
      accountType: 'Account type',
      accountName: 'Account name',
      bankName: 'Bank',
      bankBranch: 'Branch',
      accountNo: 'Account number',
      isDefault: 'Default account',
    },
    accountType: { corporate: 'Corporate', personal: 'Personal' },
    rules: {
      shopId: 'Please choose the merchant',
      accountName: 'Please enter the account name',
      bankName: 'Please enter the bank',
      accountNo: 'Please enter the account number',
      accountNoFormat: 'The account number is 8 to 30 digits',
    },
  },
});

/**
 * Where a merchant's settlements are paid (`/merchant/settle-account`, `blade-shop/shopSettleAccount`: `page`,
 * `customDetail?shopId=` the merchant's default account). A merchant has at most one default account: marking one
 * default clears the others (modules/merchant/shop-settle-account.ts).
 */
export const shopSettleAccountResource = r.define({
  menu: '/merchant/settle-account',
  endpoint: '/blade-shop/shopSettleAccount',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'shop_settle_account',
  ...TENANT_ENTITY,
  permission: 'merchant_settle_account',
  fields: [
    r.reference('shopId', 'merchantInfo', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.choice(
      'accountType',
      [
        { value: 1, label: 'accountType.corporate' },
        { value: 2, label: 'accountType.personal' },
      ],
      { search: 'equal', required: true, defaultValue: 1, table: { width: 100 } },
    ),
    r.text('accountName', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.text('bankName', { required: true, max: 100, table: { width: 150 } }),
    r.text('bankBranch', { max: 100, table: { width: 150 } }),
    r.text('accountNo', {
      required: true,
      rules: [{ kind: 'pattern', pattern: '^\\d{8,30}$', message: 'rules.accountNoFormat' }],
      table: { width: 200 },
    }),
    r.flag('isDefault', { defaultValue: 0, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type ShopSettleAccountRecord = RecordOfDefinition<typeof shopSettleAccountResource>;
