import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import { areaSearchField } from '../order/area-search';
import type { RecordOfDefinition } from '../record-type';
import { SAVE_UPDATE_VERBS } from '../types';
import { AUDIT_HISTORY_EN, AUDIT_HISTORY_ZH } from './audit-fields';

const r = resource('merchant', 'product', {
  zh: {
    title: '商品管理',
    groups: { basic: '基础信息', price: '价格与销量', state: '审核与上架' },
    fields: {
      name: '商品名称',
      merchantId: '所属商户',
      merchantName: '商户名称',
      type: '产品类型',
      tradeType: '交易构成',
      industryName: '行业分类',
      businessName: '业态分类',
      recommendPic: '推荐图',
      tagKeyName: '商品标签',
      comboPrice: '套餐价(元)',
      costPrice: '成本价(元)',
      marketPrice: '市场价(元)',
      saleNum: '销量',
      auditState: '审核状态',
      auditMsg: '审核意见',
      auditTime: '审核时间',
      auditUser: '审核人',
      status: '上架状态',
      isRecommend: '是否推荐',
      bookingStatus: '预约状态',
      customized: '定制内容',
      areaCode: '所属区域',
      createTime: '创建时间',
    },
    auditState: { pending: '待审核', passed: '审核通过', rejected: '审核不通过' },
    status: { onSale: '已上架', offSale: '已下架' },
    bookingStatus: { open: '可预约', closed: '不可预约' },
    history: AUDIT_HISTORY_ZH,
    rules: {
      name: '请输入商品名称',
      type: '请选择产品类型',
      merchantId: '请选择所属商户',
      auditMsg: '请输入驳回原因',
    },
    actions: { status: '上架/下架', audit: '审核' },
  },
  en: {
    title: 'Products',
    groups: { basic: 'Basics', price: 'Prices and sales', state: 'Review and listing' },
    fields: {
      name: 'Product',
      merchantId: 'Merchant',
      merchantName: 'Merchant',
      type: 'Product type',
      tradeType: 'Trade composition',
      industryName: 'Industry',
      businessName: 'Business type',
      recommendPic: 'Recommendation image',
      tagKeyName: 'Tags',
      comboPrice: 'Package price (yuan)',
      costPrice: 'Cost price (yuan)',
      marketPrice: 'Market price (yuan)',
      saleNum: 'Sales',
      auditState: 'Review status',
      auditMsg: 'Review note',
      auditTime: 'Reviewed at',
      auditUser: 'Reviewed by',
      status: 'Listing',
      isRecommend: 'Recommended',
      bookingStatus: 'Booking',
      customized: 'Customization',
      areaCode: 'Region',
      createTime: 'Created',
    },
    auditState: { pending: 'Pending review', passed: 'Approved', rejected: 'Rejected' },
    status: { onSale: 'Listed', offSale: 'Unlisted' },
    rules: {
      name: 'Please enter the product name',
      type: 'Please choose the product type',
      merchantId: 'Please choose the merchant',
      auditMsg: 'Please give the reason for the rejection',
    },
    bookingStatus: { open: 'Bookable', closed: 'Not bookable' },
    history: AUDIT_HISTORY_EN,
    actions: { status: 'List/unlist', audit: 'Review' },
  },
});

const basic = { group: 'groups.basic' } as const;
const state = { group: 'groups.state' } as const;
const hidden = (width: number) => ({ width, hidden: true });
/** A price in yuan, never below zero. */
const price = (hide = false) =>
  ({
    min: 0,
    sortable: true,
    table: hide ? hidden(110) : { width: 110 },
    form: { group: 'groups.price', span: 8 },
  }) as const;

/**
 * Products of `merchant_product` (`/merchant/product`; spec 001 §6: `GET page, detail, list; POST save, update,
 * status`; §3 linked-product picker columns). The list reads them (`page`, and `list` answering the same) with
 * search and export; the linked-product picker's filters (`auditState=1&status=1`) work on it. `save` adds a
 * product of a merchant (it takes the merchant's name, trade composition, categories and region, and starts
 * pending review and off sale), `update` edits it (a rejected product goes back to review), `audit` passes it or
 * rejects it with a reason (stamped, kept in its history), and `status (id, status)` puts it on or off sale from
 * the table's switch: only a passed product goes on sale (modules/merchant/product.ts). Recommendation and
 * booking are switched by an edit of the row. Prices in yuan; the review state is the column `audit_status`.
 */
export const productResource = r.define({
  menu: '/merchant/product',
  endpoint: '/blade-merchant-product/product',
  verbs: { ...SAVE_UPDATE_VERBS, list: 'page', remove: null },
  table: 'merchant_product',
  ...TENANT_ENTITY,
  permission: 'product',
  export: true,
  actions: [
    r.toggle('status', 'status', { permission: 'product_status' }),
    // Pass or reject a product waiting for review; a rejection needs its reason. Stamped and kept in its history.
    r.transition('audit', {
      permission: 'product_audit',
      field: 'auditState',
      from: [0],
      to: [1, 2],
      input: ['auditState', 'auditMsg'],
      stamp: { auditTime: 'now', auditUser: 'userName' },
      confirm: false,
    }),
  ],
  fields: [
    r.text('name', { search: 'like', sortable: true, required: true, max: 100, table: { width: 200 }, form: basic }),
    r.text('merchantName', { search: 'like', readOnly: true, table: { width: 160 }, form: basic }),
    r.dict('type', 'product_type', { search: 'equal', required: true, table: { width: 130 }, form: basic }),
    r.choice(
      'auditState',
      [
        { value: 0, label: 'auditState.pending' },
        { value: 1, label: 'auditState.passed' },
        { value: 2, label: 'auditState.rejected' },
      ],
      { column: 'audit_status', search: 'equal', readOnly: true, table: { width: 100 }, form: state },
    ),
    r.textarea('auditMsg', {
      readOnly: true,
      max: 255,
      required: { when: { field: 'auditState', in: [2] } },
      table: hidden(200),
      form: { group: 'groups.state', span: 24 },
    }),
    r.datetime('auditTime', { readOnly: true, table: hidden(170), form: state }),
    r.text('auditUser', { readOnly: true, table: hidden(100), form: state }),
    r.flag('isRecommend', { search: 'equal', defaultValue: 0, toggle: true, table: { width: 90 }, form: state }),
    r.flag('bookingStatus', {
      onLabel: 'bookingStatus.open',
      offLabel: 'bookingStatus.closed',
      search: 'equal',
      defaultValue: 1,
      toggle: true,
      table: hidden(100),
      form: state,
    }),
    // The customization a product offers (options, per-option prices), written by `customized/saveCustomized/{id}`.
    r.json('customized', { readOnly: true, table: false, form: false }),
    r.flag('status', {
      onLabel: 'status.onSale',
      offLabel: 'status.offSale',
      search: 'equal',
      readOnly: true,
      toggle: 'status',
      toggleBothWays: true,
      table: { width: 90 },
      form: state,
    }),
    r.dict('tradeType', 'trade_type', { search: 'equal', readOnly: true, table: hidden(110), form: basic }),
    areaSearchField(r),
    r.text('industryName', { search: 'like', readOnly: true, table: { width: 110 }, form: basic }),
    r.text('businessName', { search: 'like', readOnly: true, table: { width: 110 }, form: basic }),
    r.money('comboPrice', price()),
    r.money('marketPrice', price(true)),
    r.money('costPrice', price(true)),
    r.integer('saleNum', {
      sortable: true,
      readOnly: true,
      table: { width: 90 },
      form: { group: 'groups.price', span: 8 },
    }),
    r.text('tagKeyName', { table: hidden(120), form: basic }),
    r.image('recommendPic', { table: false, form: { ...basic, span: 24 } }),
    r.reference('merchantId', 'merchantInfo', 'name', {
      readOnlyOnEdit: true,
      required: true,
      table: false,
      form: basic,
    }),
    r.createTime({ form: state }),
  ],
});

export type ProductRecord = RecordOfDefinition<typeof productResource>;
