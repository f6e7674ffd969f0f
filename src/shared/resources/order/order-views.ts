import type { Kit } from '../kit';

/** The labels the order views over `order_product` share (write-off tickets, mall orders). */
export const ORDER_VIEW_FIELDS_ZH = {
  orderNo: '订单编号',
  productName: '商品名称',
  shopName: '商户名称',
  shopId: '商户ID',
  userName: '用户姓名',
  userTel: '用户手机',
  productCnt: '商品数量',
  orderMoney: '订单金额(元)',
  payMoney: '实付金额(元)',
  returnMoney: '退款金额(元)',
  payStatus: '支付状态',
  payDate: '支付时间',
  writeoffDate: '核销时间',
  tradeType: '交易构成',
  productType: '产品类型',
  createTime: '下单时间',
} as const;

export const ORDER_VIEW_FIELDS_EN = {
  orderNo: 'Order no.',
  productName: 'Product',
  shopName: 'Merchant',
  shopId: 'Merchant ID',
  userName: 'Buyer name',
  userTel: 'Buyer mobile',
  productCnt: 'Quantity',
  orderMoney: 'Order amount (yuan)',
  payMoney: 'Paid (yuan)',
  returnMoney: 'Refunded (yuan)',
  payStatus: 'Payment status',
  payDate: 'Paid at',
  writeoffDate: 'Redeemed at',
  tradeType: 'Trade composition',
  productType: 'Product type',
  createTime: 'Ordered at',
} as const;

type ViewKit = Kit<{ readonly title: string; readonly fields: typeof ORDER_VIEW_FIELDS_ZH }>;

/**
 * The read-only columns of an order view, every NOT NULL column of `order_product` among them, so the view's
 * rows are the order list's rows. `kind` is the one field the view is fixed to (its module filters by it).
 */
export const orderViewFields = (r: ViewKit) => [
  r.text('orderNo', { readOnly: true, search: 'like', sortable: true, table: { width: 190 } }),
  r.text('productName', { readOnly: true, search: 'like', table: { width: 180 } }),
  r.text('shopName', { readOnly: true, search: 'like', table: { width: 160 } }),
  r.text('userName', { readOnly: true, search: 'like', table: { width: 100 } }),
  r.text('userTel', { readOnly: true, search: 'like', table: { width: 130 } }),
  r.dict('payStatus', 'pay_status', { readOnly: true, search: 'equal', table: { width: 100 } }),
  r.integer('productCnt', { readOnly: true, table: { width: 90 } }),
  r.money('orderMoney', { readOnly: true, table: { width: 120 } }),
  r.money('payMoney', { readOnly: true, table: { width: 120 } }),
  r.money('returnMoney', { readOnly: true, table: { width: 120, hidden: true } }),
  r.datetime('payDate', { readOnly: true, search: 'dateRange', sortable: true, table: { width: 170 } }),
  r.datetime('writeoffDate', { readOnly: true, search: 'dateRange', table: { width: 170 } }),
  r.text('shopId', { readOnly: true, table: false, form: false }),
  r.createTime({ table: { width: 170 } }),
];
