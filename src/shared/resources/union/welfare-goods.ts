import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('union', 'welfareGoods', {
  zh: {
    title: '福利适用商品',
    fields: { welfareId: '福利', productId: '商品', productName: '商品名称', merchantName: '商户', comboPrice: '售价' },
    rules: { welfareId: '请选择福利', productId: '请选择商品' },
  },
  en: {
    title: 'Welfare goods',
    fields: {
      welfareId: 'Welfare',
      productId: 'Product',
      productName: 'Product',
      merchantName: 'Merchant',
      comboPrice: 'Price',
    },
    rules: { welfareId: 'Please choose the welfare', productId: 'Please choose the product' },
  },
});

/**
 * The goods a union welfare may buy (spec 001 §7 `tradeUnionWelfare` goods calls): one row per welfare and
 * product, written by `addWelfareGoods` and removed by `delWelfareGoods` (modules/union/union-welfare.ts); the
 * product's name, merchant and price are copied when it is linked. No screen of its own: the welfare screen's
 * 适用商品 dialog shows them.
 */
export const welfareGoodsResource = r.define({
  endpoint: '/blade-tradeUnion/tradeUnionWelfareGoods',
  table: 'trade_union_welfare_goods',
  ...TENANT_ENTITY,
  permission: 'union_welfare',
  fields: [
    r.reference('welfareId', 'unionWelfare', 'name', { search: 'equal', required: true }),
    r.text('productId', { required: true, max: 20, table: false }),
    r.text('productName', { readOnly: true }),
    r.text('merchantName', { readOnly: true }),
    r.money('comboPrice', { readOnly: true }),
    r.createTime(),
  ],
});

export type WelfareGoodsRecord = RecordOfDefinition<typeof welfareGoodsResource>;
