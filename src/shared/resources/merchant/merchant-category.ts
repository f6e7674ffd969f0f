import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, IMAGE_UPLOAD } from '../common-fields';
import { merchantCategoryKit } from './merchant-category.texts';

const k = merchantCategoryKit.key;

/** A category of `merchant_category`: an industry (level 1, parent '0') or a business type under one. */
export interface MerchantCategoryRecord {
  id: string;
  tenantId: string;
  parentId: string;
  name: string;
  /** 1 industry, 2 business type. */
  level: number;
  /** The industry tag (dict commercial_tag: 1 experience, 2 goods, 3 city life), stored as `trade_type`. */
  commercialTag: number;
  /** The product type (1–7) a business type's products are; none for an industry. */
  productType: number;
  image: string;
  sort: number;
  isEnable: number;
  createTime: string;
}

/**
 * The category tree (`/merchant/category`, spec 001 §2 "Category tree (lazy loaded)"): industry → business
 * type. `GET /blade-merchant-product/merchantCategory/list` (the nested tree), `detail`, `tree` (TreeNode
 * pickers) and `lazy-list?parentId=`. Read-only for now: the contract writes categories with `save` /
 * `update` / `updateEnable`, which the engine's single `submit` verb does not spell, and the board's figures
 * group orders by these rows, so a category is not removed from under its merchants here either.
 * `commercialTag` is the industry tag of spec 001 §3; its three values are the trade compositions the board
 * groups by, so it is the table's `trade_type` column.
 */
export const merchantCategoryResource = merchantCategoryKit.define<MerchantCategoryRecord>()({
  menu: '/merchant/category',
  endpoint: '/blade-merchant-product/merchantCategory',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: null, removeParam: 'ids' },
  table: 'merchant_category',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  filterStyle: 'map',
  permission: 'merchant_category',
  readOnly: true,
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    {
      name: 'parentId',
      kind: 'treeSelect',
      resource: 'merchantCategory',
      label: k('fields.parentId'),
      defaultValue: '0',
      table: false,
    },
    { name: 'name', kind: 'text', label: k('fields.name'), search: 'like', table: { width: 200 } },
    {
      name: 'level',
      kind: 'enum',
      valueType: 'number',
      options: [
        { value: 1, label: k('levels.industry') },
        { value: 2, label: k('levels.business') },
      ],
      label: k('fields.level'),
      search: 'equal',
      table: { width: 90 },
    },
    {
      name: 'commercialTag',
      column: 'trade_type',
      kind: 'dict',
      dict: 'commercial_tag',
      source: 'dict-biz',
      valueType: 'number',
      label: k('fields.commercialTag'),
      search: 'equal',
      table: { width: 120 },
    },
    {
      name: 'productType',
      kind: 'dict',
      dict: 'product_type',
      source: 'dict-biz',
      valueType: 'number',
      label: k('fields.productType'),
      search: 'equal',
      table: { width: 140 },
    },
    { name: 'image', kind: 'image', ...IMAGE_UPLOAD, label: k('fields.image'), table: false },
    { name: 'sort', kind: 'integer', label: k('fields.sort'), sortable: true, table: { width: 80 } },
    {
      name: 'isEnable',
      kind: 'switch',
      on: 1,
      off: 0,
      onLabel: 'res.common.flags.enabled',
      offLabel: 'res.common.flags.disabled',
      label: k('fields.isEnable'),
      search: 'equal',
      table: { width: 90 },
    },
    createTimeField(k('fields.createTime')),
  ],
});
