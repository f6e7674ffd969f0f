import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('order', 'orderWxFenzhang', {
  zh: {
    title: '分账记录',
    fields: {
      orderNo: '订单编号',
      orderId: '订单ID',
      sourceType: '分账来源',
      type: '分账对象',
      shopId: '商户',
      shopIdFenxiao: '分销商',
      total: '分账总额(元)',
      remain: '未分金额(元)',
      fengzhangStatus: '分账状态',
      fenzhangDate: '分账时间',
      fenzhangCycle: '分账周期(天)',
    },
    sourceType: { goods: '商品分账', coupon: '消费券补贴分账' },
    type: { shop: '商户分账', distributor: '分销商分账' },
    fengzhangStatus: { partial: '未分完', done: '已分完', running: '分账中' },
    actions: { jiesuo: '结算解锁' },
    statistics: {
      caption: '当前查询条件下的分账统计',
      count: '分账笔数',
      total: '分账总额(元)',
      split: '已分金额(元)',
      remain: '未分金额(元)',
      failed: '分账统计加载失败',
      retry: '重试',
    },
  },
  en: {
    title: 'Profit-split records',
    fields: {
      orderNo: 'Order no.',
      orderId: 'Order ID',
      sourceType: 'Source',
      type: 'Recipient',
      shopId: 'Merchant',
      shopIdFenxiao: 'Distributor',
      total: 'Total (yuan)',
      remain: 'Remaining (yuan)',
      fengzhangStatus: 'Split status',
      fenzhangDate: 'Split at',
      fenzhangCycle: 'Cycle (days)',
    },
    sourceType: { goods: 'Goods split', coupon: 'Coupon subsidy split' },
    type: { shop: 'Merchant', distributor: 'Distributor' },
    fengzhangStatus: { partial: 'Not fully split', done: 'Fully split', running: 'Splitting' },
    actions: { jiesuo: 'Unlock settlement' },
    statistics: {
      caption: 'Profit-split totals for the current search',
      count: 'Splits',
      total: 'Total (yuan)',
      split: 'Split (yuan)',
      remain: 'Remaining (yuan)',
      failed: 'The profit-split totals could not be loaded',
      retry: 'Retry',
    },
  },
});

/**
 * 分账记录 (`/order/profit-split`, spec 002 §3 "Profit-split record"): one part of an order's amount for a merchant
 * or a distributor, `total` and `remain` in integer cents shown as yuan. Written by the settlement run
 * (modules/order/profit-split.ts: the parts of an order always sum to its amount to the cent), so read-only here;
 * `getStatistics` sums the list's search, `jiesuo` unlocks a split stuck in 分账中.
 */
export const orderWxFenzhangResource = r.define({
  menu: '/order/profit-split',
  endpoint: '/blade-order/orderWxFenzhang',
  table: 'order_wx_fenzhang',
  ...TENANT_ENTITY,
  permission: 'order_profit_split',
  export: true,
  readOnly: true,
  verbs: { ...STANDARD_VERBS, remove: null },
  actions: [
    // 结算解锁: a split stuck in 分账中 (the payment channel never answered) is unlocked for the next run.
    r.transition('jiesuo', {
      permission: 'order_profit_split_unlock',
      field: 'fengzhangStatus',
      from: [3],
      to: 1,
      inputKind: { kind: 'id', param: 'id' },
    }),
  ],
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('orderId', { search: 'like', max: 255 }),
    r.choice(
      'sourceType',
      [
        { value: 1, label: 'sourceType.goods' },
        { value: 2, label: 'sourceType.coupon' },
      ],
      { required: true, search: 'equal' },
    ),
    r.choice(
      'type',
      [
        { value: 1, label: 'type.shop' },
        { value: 2, label: 'type.distributor' },
      ],
      { required: true, search: 'equal' },
    ),
    r.text('shopId', { search: 'like', max: 255 }),
    r.text('shopIdFenxiao', { search: 'like', max: 255 }),
    r.money('total', { unit: 'cent', required: true, min: 0 }),
    r.money('remain', { unit: 'cent', required: true, min: 0 }),
    r.choice(
      'fengzhangStatus',
      [
        { value: 1, label: 'fengzhangStatus.partial' },
        { value: 2, label: 'fengzhangStatus.done' },
        { value: 3, label: 'fengzhangStatus.running' },
      ],
      { required: true, search: 'equal', readOnly: true },
    ),
    r.datetime('fenzhangDate', { search: 'dateRange', sortable: true }),
    r.integer('fenzhangCycle'),
    r.createTime(),
  ],
});

export type OrderWxFenzhangRecord = RecordOfDefinition<typeof orderWxFenzhangResource>;
