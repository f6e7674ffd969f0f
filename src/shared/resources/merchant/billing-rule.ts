import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'billingRule', {
  zh: {
    title: '计费比例',
    fields: {
      shopId: '所属商户',
      rangeMin: '区间下限(元)',
      rangeMax: '区间上限(元)',
      billingRatio: '计费比例(%)',
    },
    rules: {
      shopId: '请选择所属商户',
      rangeMin: '请输入区间下限',
      rangeMax: '请输入区间上限',
      billingRatio: '请输入计费比例',
    },
  },
  en: {
    title: 'Billing ratios',
    fields: {
      shopId: 'Merchant',
      rangeMin: 'Range from (yuan)',
      rangeMax: 'Range to (yuan)',
      billingRatio: 'Billing ratio (%)',
    },
    rules: {
      shopId: 'Please choose the merchant',
      rangeMin: 'Please enter where the range starts',
      rangeMax: 'Please enter where the range ends',
      billingRatio: 'Please enter the billing ratio',
    },
  },
});

/**
 * Billing-ratio ranges (`/merchant/billing-ratio`, `blade-shop/billingRule`): the share the platform keeps of an
 * order whose amount falls in [rangeMin, rangeMax) yuan. blade-shop's shop is the merchant (`shopId` is a
 * merchant's id). The ranges of one merchant must not overlap and a range must end above where it starts; the
 * refusal names the range it meets (modules/merchant/billing-rule.ts).
 */
export const billingRuleResource = r.define({
  menu: '/merchant/billing-ratio',
  endpoint: '/blade-shop/billingRule',
  table: 'shop_billing_rule',
  ...TENANT_ENTITY,
  permission: 'merchant_billing_ratio',
  defaultSort: [{ field: 'rangeMin', order: 'asc' }],
  fields: [
    r.reference('shopId', 'merchantInfo', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.money('rangeMin', { required: true, min: 0, sortable: true, table: { width: 130 } }),
    r.money('rangeMax', { required: true, min: 0, table: { width: 130 } }),
    r.number('billingRatio', { required: true, min: 0, max: 100, precision: 2, table: { width: 120 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type BillingRuleRecord = RecordOfDefinition<typeof billingRuleResource>;
