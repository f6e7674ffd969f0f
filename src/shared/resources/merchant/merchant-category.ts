import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { SAVE_UPDATE_VERBS } from '../types';

const r = resource('merchant', 'merchantCategory', {
  zh: {
    title: '行业分类',
    fields: {
      parentId: '上级分类',
      name: '分类名称',
      level: '分类层级',
      commercialTag: '所属标签',
      productType: '产品类型',
      image: '分类图标',
      sort: '排序',
      isEnable: '启用状态',
    },
    rules: {
      name: '请输入分类名称',
      image: '请输入图片地址',
      sort: '请输入菜单排序',
      commercialTag: '请选择所属标签',
      isEnable: '请选择启用状态',
    },
    levels: { industry: '行业', business: '业态' },
    actions: { updateEnable: '启用/停用' },
    refusals: {
      children: '该分类下还有{{count}}个子分类，请先删除子分类',
      products: '该分类下还有{{count}}个商品，不能删除',
      depth: '业态下不能再添加分类',
    },
  },
  en: {
    title: 'Category tree',
    fields: {
      parentId: 'Parent category',
      name: 'Category',
      level: 'Level',
      commercialTag: 'Industry tag',
      productType: 'Product type',
      image: 'Icon',
      sort: 'Order',
      isEnable: 'Enabled',
    },
    rules: {
      name: 'Please enter the category name',
      image: 'Please enter the image address',
      sort: 'Please enter the sort order',
      commercialTag: 'Please choose the industry tag',
      isEnable: 'Please choose whether it is enabled',
    },
    levels: { industry: 'Industry', business: 'Business type' },
    actions: { updateEnable: 'Enable/disable' },
    refusals: {
      children: 'This category still has {{count}} sub-categories; remove them first',
      products: 'This category still has {{count}} products and cannot be removed',
      depth: 'A business type cannot have sub-categories',
    },
  },
});

/**
 * The category tree (`/merchant/category`, spec 001 §2 "Category tree (lazy loaded)", §5): industry (level 1,
 * parent '0') → business type (level 2). The contract writes with `save` / `update` and switches with
 * `updateEnable (id, isEnable)`; `list` answers the nested tree, `tree` the pickers, `lazy-list?parentId=` one
 * level. The level follows the parent (modules/merchant/merchant-category.ts), and a category that still has
 * sub-categories or products is not removed (the refusal says how many). `commercialTag` is the industry tag;
 * its three values are the trade compositions the board groups by, so it is the table's `trade_type` column.
 */
export const merchantCategoryResource = r.define({
  menu: '/merchant/category',
  endpoint: '/blade-merchant-product/merchantCategory',
  verbs: SAVE_UPDATE_VERBS,
  table: 'merchant_category',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  permission: 'merchant_category',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [r.toggle('updateEnable', 'isEnable', { permission: 'merchant_category_enable' })],
  fields: [
    r.treeSelect('parentId', 'merchantCategory', { defaultValue: '0', table: false, readOnlyOnEdit: true }),
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 200 } }),
    r.choice(
      'level',
      [
        { value: 1, label: 'levels.industry' },
        { value: 2, label: 'levels.business' },
      ],
      { search: 'equal', readOnly: true, table: { width: 90 } },
    ),
    r.dict('commercialTag', 'commercial_tag', {
      column: 'trade_type',
      search: 'equal',
      required: true,
      defaultValue: 1,
      table: { width: 120 },
    }),
    r.dict('productType', 'product_type', {
      search: 'equal',
      table: { width: 140 },
      visibleWhen: { field: 'parentId', notIn: ['', '0'] },
    }),
    r.image('image', { required: true, table: false }),
    r.sort({ table: { width: 80 } }),
    r.status('isEnable', {
      search: 'equal',
      required: true,
      toggle: 'updateEnable',
      toggleBothWays: true,
      table: { width: 90 },
    }),
    r.createTime(),
  ],
});

export type MerchantCategoryRecord = RecordOfDefinition<typeof merchantCategoryResource>;
