import { TENANT_ENTITY } from '../bladex-entities';
import type { RecordOfDefinition } from '../record-type';
import { productOrderKit as r } from './product-order.texts';
import { areaSearchField } from './area-search';

/** The value 1 of the `counted` search: the board's deals (migration 011 COUNTED_ORDER). */
export const COUNTED_DEALS = 1;

const order = { group: 'groups.order' } as const;
const money = { group: 'groups.money' } as const;
const buyer = { group: 'groups.buyer' } as const;
const operation = { group: 'groups.operation' } as const;
const hidden = (width: number) => ({ width, hidden: true });
/** A dictionary value of the order as it was placed: shown, never edited. */
const placed = { readOnly: true, table: { width: 110 }, form: order } as const;
/** An amount in yuan as the buyer paid it. */
const amount = (hide = false) =>
  ({ readOnly: true, table: hide ? hidden(120) : { width: 120 }, form: { ...money, span: 8 } }) as const;

/**
 * The order list of the back office (`/order/product-order`, spec 002 §2 "Product orders ... list, statistics"):
 * `CRUD /blade-order/productOrder standard` plus `GET statistics` (modules/order). Rows of `order_product` (spec 002
 * §3 "Product order / order list"), money in yuan.
 *
 * - **No add** (`noAdd`): orders are placed in the consumer app and paid through it; an order typed in here
 *   would have no payment behind it and would still count on the big-data board.
 * - **Edit only what the operator owns**: the ledger review status (`adminStatus`: 0 not submitted, 1 submitted,
 *   2 rejected, 3 passed, 4 split) and `remarks`. Everything else is what the buyer ordered and paid, and pay
 *   status (0 unpaid, 1 paid, 2 written off, 3 refunded, 4 cancelled) changes only by actions, never by editing
 *   the row: the write-off (`POST writeOff` with `{id}` or `{ids}`: paid → written off, stamped), the refund
 *   (`POST refund` with `{id, returnMoney?}`: paid → refunded) and the admin cancel (`POST admin/cancel`:
 *   unpaid or paid → cancelled); modules/order/README.md states their rules.
 * - **Delete** is the soft delete of the contract (`is_deleted = 1`): a test or fraudulent order leaves the
 *   list and, through the roll-up triggers, every board figure at once.
 * - Searches as an operator needs them, including a region at any level (`areaCode`: 5329, a county or a
 *   town) and the deals the board counts (`counted`: 1 paid or written off with a pay date, 0 the others); the
 *   pay-date range includes both ends, like the board's.
 */
export const productOrderResource = r.define({
  menu: '/order/product-order',
  endpoint: '/blade-order/productOrder',
  table: 'order_product',
  ...TENANT_ENTITY,
  permission: 'order_product',
  noAdd: true,
  export: true,
  actions: [
    // 核销: a paid order is used up at the counter; stamped with the time. A row in another state is refused.
    r.transition('writeOff', {
      permission: 'order_product_writeoff',
      field: 'payStatus',
      from: [1],
      to: 2,
      stamp: { writeoffDate: 'now' },
      inputKind: { kind: 'body' },
    }),
    // 退款: a paid order's money goes back (all of it unless `returnMoney` says less); the module refuses more
    // than was paid and gives back the union-coupon deduction with its balance log in the same transaction.
    r.transition('refund', {
      permission: 'order_product_refund',
      field: 'payStatus',
      from: [1],
      to: 3,
      input: ['returnMoney'],
      inputKind: { kind: 'body' },
    }),
    // 取消: an order not yet used (unpaid or paid) is voided by an operator; a paid one is refunded in full.
    r.transition('cancel', {
      permission: 'order_product_cancel',
      field: 'payStatus',
      from: [0, 1],
      to: 4,
      path: 'admin/cancel',
      inputKind: { kind: 'body' },
    }),
  ],
  fields: [
    r.text('orderNo', {
      readOnly: true,
      search: 'like',
      sortable: true,
      table: { width: 190, keep: true },
      form: order,
    }),
    r.text('productName', { readOnly: true, search: 'like', table: { width: 180 }, form: order }),
    r.text('shopName', { readOnly: true, search: 'like', table: { width: 160 }, form: order }),
    r.text('userName', { readOnly: true, search: 'like', table: { width: 100 }, form: buyer }),
    r.text('userTel', { readOnly: true, search: 'like', table: hidden(130), form: buyer }),
    r.dict('payStatus', 'pay_status', { ...placed, search: 'equal', table: { width: 100 } }),
    r.choice(
      'counted',
      [
        { value: COUNTED_DEALS, label: 'counted.yes' },
        { value: 0, label: 'counted.no' },
      ],
      { virtual: true, search: 'equal', table: false, form: false },
    ),
    r.datetime('payDate', { readOnly: true, search: 'dateRange', sortable: true, table: { width: 170 }, form: money }),
    areaSearchField(r),
    r.dict('productType', 'product_type', { ...placed, search: 'equal' }),
    r.dict('source', 'order_source', { ...placed, search: 'equal' }),
    r.dict('tradeType', 'trade_type', { ...placed, search: 'equal', table: hidden(110) }),
    r.dict('payType', 'pay_type', { ...placed, search: 'equal', form: money }),
    r.text('distributorName', { readOnly: true, search: 'like', table: hidden(140), form: order }),
    r.dict('adminStatus', 'admin_status', { search: 'equal', required: true, table: hidden(110), form: operation }),
    r.integer('productCnt', { readOnly: true, sortable: true, table: { width: 90 }, form: { ...money, span: 8 } }),
    r.money('orderMoney', { ...amount(), sortable: true }),
    r.money('discountMoney', amount(true)),
    r.money('shopWelfare', amount(true)),
    r.money('payMoney', amount()),
    r.money('returnMoney', { ...amount(true), min: 0 }),
    r.text('thirdOrderNo', { readOnly: true, table: hidden(180), form: order }),
    r.dict('orderType', 'order_type', { ...placed, table: hidden(110) }),
    r.text('categoryName', { readOnly: true, table: hidden(110), form: order }),
    r.text('subCategoryName', { readOnly: true, table: hidden(110), form: order }),
    r.text('linkName', { readOnly: true, table: hidden(100), form: buyer }),
    r.text('cityName', { readOnly: true, table: false, form: { ...order, span: 8 } }),
    r.text('districtName', { readOnly: true, table: hidden(110), form: { ...order, span: 8 } }),
    r.text('townName', { readOnly: true, table: hidden(110), form: { ...order, span: 8 } }),
    r.datetime('writeoffDate', { readOnly: true, table: hidden(170), form: money }),
    r.datetime('expireDate', { readOnly: true, table: hidden(170), form: order }),
    // Kept out of the table: ids for the actions of the later orders issue (and NOT NULL in the table).
    r.text('shopId', { readOnly: true, table: false, form: false }),
    r.text('productId', { readOnly: true, table: false, form: false }),
    r.textarea('remarks', { max: 255, table: hidden(160), form: { ...operation, span: 24 } }),
    // The real name of the last user who changed the row, joined from blade_user.
    r.text('updateUserName', { virtual: true, readOnly: true, table: hidden(100), form: operation }),
    r.createTime({ table: { width: 170 }, form: order }),
  ],
});

export type ProductOrderRecord = RecordOfDefinition<typeof productOrderResource>;
