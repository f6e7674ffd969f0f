import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, IMAGE_UPLOAD } from '../common-fields';
import type { MoneyField } from '../field';
import { areaSearchField } from '../order/area-search';
import { productKit } from './product.texts';

const k = productKit.key;

/** A product of `merchant_product` (spec 001 §3 linked-product picker columns). Prices in yuan. */
export interface ProductRecord {
  id: string;
  tenantId: string;
  name: string;
  merchantId: string;
  merchantName: string;
  /** Product type 1–7 (dict product_type). */
  type: number;
  tradeType: number;
  industryName: string;
  businessName: string;
  recommendPic: string;
  tagKeyName: string;
  comboPrice: number;
  costPrice: number;
  marketPrice: number;
  saleNum: number;
  /** 0 pending review, 1 passed, 2 rejected (column `audit_status`; the picker sends `auditState`). */
  auditState: number;
  /** 1 on sale, 0 off sale. */
  status: number;
  areaCode: string;
  createTime: string;
}

type Texts = Parameters<typeof k>[0];

const price = <N extends string>(name: N, label: Texts, hidden: boolean): MoneyField<N> => ({
  name,
  kind: 'money',
  unit: 'yuan',
  rules: [{ kind: 'range', min: 0 }],
  label: k(label),
  sortable: true,
  table: { width: 110, ...(hidden ? { hidden } : {}) },
  form: { group: k('groups.price'), span: 8 },
});

/**
 * Products (`/merchant/product`; spec 001 §6: `GET page, detail, list; POST save, update, status`). The list
 * reads them (`page`, and `list` answering the same) with search and export; the linked-product picker's
 * filters (`auditState=1&status=1`) work on it. `save` adds a product of a merchant (it takes the merchant's
 * name, trade composition, categories and region, and starts pending review and off sale), `update` edits it,
 * and `status (id, status)` puts it on or off sale from the table's switch (modules/merchant/product.ts).
 */
export const productResource = productKit.define<ProductRecord>()({
  menu: '/merchant/product',
  endpoint: '/blade-merchant-product/product',
  verbs: {
    list: 'page',
    detail: 'detail',
    submit: null,
    save: 'save',
    update: 'update',
    remove: null,
    removeParam: 'ids',
  },
  table: 'merchant_product',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'product',
  export: true,
  actions: [productKit.toggle('status', 'status', { permission: 'product_status' })],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: k('fields.name'),
      search: 'like',
      sortable: true,
      rules: [
        { kind: 'required', message: k('rules.name') },
        { kind: 'length', max: 100 },
      ],
      table: { width: 200 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'merchantName',
      kind: 'text',
      label: k('fields.merchantName'),
      search: 'like',
      readOnly: true,
      table: { width: 160 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'type',
      kind: 'dict',
      dict: 'product_type',
      source: 'dict-biz',
      valueType: 'number',
      label: k('fields.type'),
      search: 'equal',
      rules: [{ kind: 'required', message: k('rules.type') }],
      table: { width: 130 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'auditState',
      column: 'audit_status',
      kind: 'enum',
      valueType: 'number',
      options: [
        { value: 0, label: k('auditState.pending') },
        { value: 1, label: k('auditState.passed') },
        { value: 2, label: k('auditState.rejected') },
      ],
      label: k('fields.auditState'),
      search: 'equal',
      readOnly: true,
      table: { width: 100 },
      form: { group: k('groups.state') },
    },
    {
      name: 'status',
      kind: 'switch',
      on: 1,
      off: 0,
      onLabel: k('status.onSale'),
      offLabel: k('status.offSale'),
      label: k('fields.status'),
      search: 'equal',
      readOnly: true,
      toggleInTable: true,
      toggleAction: 'status',
      table: { width: 90 },
      form: { group: k('groups.state') },
    },
    {
      name: 'tradeType',
      kind: 'dict',
      dict: 'trade_type',
      source: 'dict-biz',
      valueType: 'number',
      label: k('fields.tradeType'),
      search: 'equal',
      readOnly: true,
      table: { width: 110, hidden: true },
      form: { group: k('groups.basic') },
    },
    areaSearchField(k('fields.areaCode')),
    {
      name: 'industryName',
      kind: 'text',
      label: k('fields.industryName'),
      search: 'like',
      readOnly: true,
      table: { width: 110 },
      form: { group: k('groups.basic') },
    },
    {
      name: 'businessName',
      kind: 'text',
      label: k('fields.businessName'),
      search: 'like',
      readOnly: true,
      table: { width: 110 },
      form: { group: k('groups.basic') },
    },
    price('comboPrice', 'fields.comboPrice', false),
    price('marketPrice', 'fields.marketPrice', true),
    price('costPrice', 'fields.costPrice', true),
    {
      name: 'saleNum',
      kind: 'integer',
      label: k('fields.saleNum'),
      sortable: true,
      readOnly: true,
      table: { width: 90 },
      form: { group: k('groups.price'), span: 8 },
    },
    {
      name: 'tagKeyName',
      kind: 'text',
      label: k('fields.tagKeyName'),
      table: { width: 120, hidden: true },
      form: { group: k('groups.basic') },
    },
    {
      name: 'recommendPic',
      kind: 'image',
      ...IMAGE_UPLOAD,
      label: k('fields.recommendPic'),
      table: false,
      form: { group: k('groups.basic'), span: 24 },
    },
    {
      name: 'merchantId',
      kind: 'reference',
      resource: 'merchantInfo',
      labelField: 'name',
      label: k('fields.merchantId'),
      readOnlyOnEdit: true,
      rules: [{ kind: 'required', message: k('rules.merchantId') }],
      table: false,
      form: { group: k('groups.basic') },
    },
    { ...createTimeField(k('fields.createTime')), form: { group: k('groups.state') } },
  ],
});
