import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField } from '../common-fields';
import type { DictField, MoneyField } from '../field';
import { required } from '../rules';
import { productOrderKit } from './product-order.texts';
import { STANDARD_VERBS } from '../types';
import { areaSearchField } from './area-search';

const k = productOrderKit.key;

/** A product order of `order_product` (spec 002 §3 "Product order / order list"). Money in yuan. */
export interface ProductOrderRecord {
  id: string;
  tenantId: string;
  orderNo: string;
  thirdOrderNo: string;
  linkName: string;
  productId: string;
  productName: string;
  productType: number;
  shopId: string;
  shopName: string;
  categoryName: string;
  subCategoryName: string;
  productCnt: number;
  orderMoney: number;
  discountMoney: number;
  shopWelfare: number;
  payMoney: number;
  returnMoney: number;
  /** 0 not submitted, 1 submitted, 2 rejected, 3 passed, 4 split (dict admin_status): the operator's. */
  adminStatus: number;
  userName: string;
  userTel: string;
  /** 0 unpaid, 1 paid, 2 written off, 3 refunded, 4 cancelled (dict pay_status). */
  payStatus: number;
  /** Search only: 1 the deals the board counts (paid or written off, with a pay date), 0 the others. */
  counted: number;
  payDate: string;
  payType: number;
  source: number;
  tradeType: number;
  writeoffDate: string;
  distributorName: string;
  expireDate: string;
  remarks: string;
  orderType: number;
  /** Search only: a county or town code (or 5329), compared with the column of its level. */
  areaCode: string;
  cityName: string;
  districtName: string;
  townName: string;
  /** The real name of the last user who changed the row (joined from blade_user, not a column). */
  updateUserName: string;
  createTime: string;
}

/** The value 1 of the `counted` search: the board's deals (migration 011 COUNTED_ORDER). */
export const COUNTED_DEALS = 1;

type Texts = Parameters<typeof k>[0];

const dict = <N extends string>(
  name: N,
  code: string,
  label: Texts,
  extra: Partial<DictField<N>> = {},
): DictField<N> => ({
  name,
  kind: 'dict',
  dict: code,
  source: 'dict-biz',
  valueType: 'number',
  label: k(label),
  readOnly: true,
  table: { width: 110 },
  form: { group: k('groups.order') },
  ...extra,
});

const money = <N extends string>(name: N, label: Texts, hidden = false): MoneyField<N> => ({
  name,
  kind: 'money',
  unit: 'yuan',
  label: k(label),
  readOnly: true,
  table: { width: 120, ...(hidden ? { hidden } : {}) },
  form: { group: k('groups.money'), span: 8 },
});

/**
 * The order list of the back office (`/order/product-order`, spec 002 §2 "Product orders ... list, statistics"):
 * `CRUD /blade-order/productOrder standard` plus `GET statistics` (modules/order).
 *
 * - **No add** (`noAdd`): orders are placed in the consumer app and paid through it; an order typed in here
 *   would have no payment behind it and would still count on the big-data board.
 * - **Edit only what the operator owns**: the ledger review status (`adminStatus`) and `remarks`. Everything
 *   else is what the buyer ordered and paid, and pay status changes only by the write-off, refund and admin
 *   cancel actions (a later issue), never by editing the row.
 * - **Delete** is the soft delete of the contract (`is_deleted = 1`): a test or fraudulent order leaves the
 *   list and, through the roll-up triggers, every board figure at once.
 * - Searches as an operator needs them, including a region at any level (`areaCode`: 5329, a county or a
 *   town) and the deals the board counts (`counted`); the pay-date range includes both ends, like the board's.
 */
export const productOrderResource = productOrderKit.define<ProductOrderRecord>()({
  menu: '/order/product-order',
  endpoint: '/blade-order/productOrder',
  verbs: STANDARD_VERBS,
  table: 'order_product',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'order_product',
  noAdd: true,
  export: true,
  fields: [
    {
      name: 'orderNo',
      kind: 'text',
      label: k('fields.orderNo'),
      readOnly: true,
      search: 'like',
      sortable: true,
      table: { width: 190 },
      form: { group: k('groups.order') },
    },
    {
      name: 'productName',
      kind: 'text',
      label: k('fields.productName'),
      readOnly: true,
      search: 'like',
      table: { width: 180 },
      form: { group: k('groups.order') },
    },
    {
      name: 'shopName',
      kind: 'text',
      label: k('fields.shopName'),
      readOnly: true,
      search: 'like',
      table: { width: 160 },
      form: { group: k('groups.order') },
    },
    {
      name: 'userName',
      kind: 'text',
      label: k('fields.userName'),
      readOnly: true,
      search: 'like',
      table: { width: 100 },
      form: { group: k('groups.buyer') },
    },
    {
      name: 'userTel',
      kind: 'text',
      label: k('fields.userTel'),
      readOnly: true,
      search: 'like',
      table: { width: 130, hidden: true },
      form: { group: k('groups.buyer') },
    },
    dict('payStatus', 'pay_status', 'fields.payStatus', { search: 'equal', table: { width: 100 } }),
    {
      name: 'counted',
      kind: 'enum',
      valueType: 'number',
      options: [
        { value: COUNTED_DEALS, label: k('counted.yes') },
        { value: 0, label: k('counted.no') },
      ],
      label: k('fields.counted'),
      virtual: true,
      search: 'equal',
      table: false,
      form: false,
    },
    {
      name: 'payDate',
      kind: 'datetime',
      label: k('fields.payDate'),
      readOnly: true,
      search: 'dateRange',
      sortable: true,
      table: { width: 170 },
      form: { group: k('groups.money') },
    },
    areaSearchField(k('fields.areaCode')),
    dict('productType', 'product_type', 'fields.productType', { search: 'equal' }),
    dict('source', 'order_source', 'fields.source', { search: 'equal' }),
    dict('tradeType', 'trade_type', 'fields.tradeType', { search: 'equal', table: { width: 110, hidden: true } }),
    dict('payType', 'pay_type', 'fields.payType', { search: 'equal', form: { group: k('groups.money') } }),
    {
      name: 'distributorName',
      kind: 'text',
      label: k('fields.distributorName'),
      readOnly: true,
      search: 'like',
      table: { width: 140, hidden: true },
      form: { group: k('groups.order') },
    },
    {
      ...dict('adminStatus', 'admin_status', 'fields.adminStatus', {
        search: 'equal',
        table: { width: 110, hidden: true },
        form: { group: k('groups.operation') },
      }),
      readOnly: false,
      rules: [required(k('rules.adminStatus'))],
    },
    {
      name: 'productCnt',
      kind: 'integer',
      label: k('fields.productCnt'),
      readOnly: true,
      sortable: true,
      table: { width: 90 },
      form: { group: k('groups.money'), span: 8 },
    },
    { ...money('orderMoney', 'fields.orderMoney'), sortable: true },
    money('discountMoney', 'fields.discountMoney', true),
    money('shopWelfare', 'fields.shopWelfare', true),
    money('payMoney', 'fields.payMoney'),
    money('returnMoney', 'fields.returnMoney', true),
    {
      name: 'thirdOrderNo',
      kind: 'text',
      label: k('fields.thirdOrderNo'),
      readOnly: true,
      table: { width: 180, hidden: true },
      form: { group: k('groups.order') },
    },
    dict('orderType', 'order_type', 'fields.orderType', { table: { width: 110, hidden: true } }),
    {
      name: 'categoryName',
      kind: 'text',
      label: k('fields.categoryName'),
      readOnly: true,
      table: { width: 110, hidden: true },
      form: { group: k('groups.order') },
    },
    {
      name: 'subCategoryName',
      kind: 'text',
      label: k('fields.subCategoryName'),
      readOnly: true,
      table: { width: 110, hidden: true },
      form: { group: k('groups.order') },
    },
    {
      name: 'linkName',
      kind: 'text',
      label: k('fields.linkName'),
      readOnly: true,
      table: { width: 100, hidden: true },
      form: { group: k('groups.buyer') },
    },
    {
      name: 'cityName',
      kind: 'text',
      label: k('fields.cityName'),
      readOnly: true,
      table: false,
      form: { group: k('groups.order'), span: 8 },
    },
    {
      name: 'districtName',
      kind: 'text',
      label: k('fields.districtName'),
      readOnly: true,
      table: { width: 110, hidden: true },
      form: { group: k('groups.order'), span: 8 },
    },
    {
      name: 'townName',
      kind: 'text',
      label: k('fields.townName'),
      readOnly: true,
      table: { width: 110, hidden: true },
      form: { group: k('groups.order'), span: 8 },
    },
    {
      name: 'writeoffDate',
      kind: 'datetime',
      label: k('fields.writeoffDate'),
      readOnly: true,
      table: { width: 170, hidden: true },
      form: { group: k('groups.money') },
    },
    {
      name: 'expireDate',
      kind: 'datetime',
      label: k('fields.expireDate'),
      readOnly: true,
      table: { width: 170, hidden: true },
      form: { group: k('groups.order') },
    },
    // Kept out of the table: ids for the actions of the later orders issue (and NOT NULL in the table).
    { name: 'shopId', kind: 'text', label: k('fields.shopId'), readOnly: true, table: false, form: false },
    { name: 'productId', kind: 'text', label: k('fields.productId'), readOnly: true, table: false, form: false },
    {
      name: 'remarks',
      kind: 'textarea',
      label: k('fields.remarks'),
      rules: [{ kind: 'length', max: 255 }],
      table: { width: 160, hidden: true },
      form: { group: k('groups.operation'), span: 24 },
    },
    {
      name: 'updateUserName',
      kind: 'text',
      label: k('fields.updateUserName'),
      virtual: true,
      readOnly: true,
      table: { width: 100, hidden: true },
      form: { group: k('groups.operation') },
    },
    { ...createTimeField(k('fields.createTime')), table: { width: 170 }, form: { group: k('groups.order') } },
  ],
});
