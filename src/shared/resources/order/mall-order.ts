import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { ORDER_VIEW_FIELDS_EN, ORDER_VIEW_FIELDS_ZH, orderViewFields } from './order-views';

/** Trade composition 2 (spec 002 §9): goods, the orders of the mall. */
export const MALL_TRADE_TYPE = 2;

const r = resource('order', 'mallOrder', {
  zh: {
    title: '商城订单',
    fields: ORDER_VIEW_FIELDS_ZH,
    tradeType: { goods: '商品' },
  },
  en: {
    title: 'Mall orders',
    fields: ORDER_VIEW_FIELDS_EN,
    tradeType: { goods: 'Goods' },
  },
});

/**
 * 商城订单 (`/order/mall-order`, `/blade-desk/mall/order` list, status/num, info): the goods orders (trade
 * composition 2) of `order_product`, read-only. `status/num` counts the list's search per pay status (the tabs),
 * `info?id=` is the detail (modules/order/mall-order.ts).
 */
export const mallOrderResource = r.define({
  menu: '/order/mall-order',
  endpoint: '/blade-desk/mall/order',
  table: 'order_product',
  ...TENANT_ENTITY,
  permission: 'order_mall',
  readOnly: true,
  export: true,
  rows: { field: 'tradeType', in: [MALL_TRADE_TYPE] },
  verbs: { ...STANDARD_VERBS, remove: null },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    ...orderViewFields(r),
    r.choice('tradeType', [{ value: MALL_TRADE_TYPE, label: 'tradeType.goods' }], { readOnly: true, table: false }),
    r.dict('productType', 'product_type', { readOnly: true, search: 'equal', table: { width: 110 } }),
  ],
});

export type MallOrderRecord = RecordOfDefinition<typeof mallOrderResource>;
