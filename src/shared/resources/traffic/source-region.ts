import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'sourceRegion', {
  zh: {
    title: '客源地区',
    fields: {
      parentCode: '上级地区',
      code: '地区编号',
      name: '地区名称',
      regionLevel: '地区等级',
      sort: '排序',
      remark: '备注',
    },
    rules: {
      sort: '请输入排序',
      code: '请输入地区编号',
      name: '请输入地区名称',
      regionLevel: '请选择地区等级',
      codeFormat: '地区编号应为2、4、6、9或12位数字',
    },
  },
  en: {
    title: 'Visitor source regions',
    fields: {
      parentCode: 'Parent region',
      code: 'Code',
      name: 'Name',
      regionLevel: 'Level',
      sort: 'Order',
      remark: 'Remark',
    },
    rules: {
      sort: 'Please enter the order',
      code: 'Please enter the code',
      name: 'Please enter the name',
      regionLevel: 'Please choose the level',
      codeFormat: 'The code must be 2, 4, 6, 9 or 12 digits',
    },
  },
});

/**
 * 客源地区 (`/traffic/source-region`, spec 002 §7 `/blade-bigdata/user/source/region`: list, lazy-tree and
 * lazy-trees by `parentCode` (and the engine's `lazy-list` for the screen's tree), detail by `code`, remove by `id`, submit, tree): the regions the board's visitor
 * origins are counted by (provinces for visitors from afar, Dali's counties for locals). Keyed by code like the
 * system's regions, shared by all tenants, a tree by `parentCode` ('00' is the root).
 */
export const sourceRegionResource = r.define({
  menu: '/traffic/source-region',
  endpoint: '/blade-bigdata/user/source/region',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'id' },
  table: 'bigdata_source_region',
  tenantScoped: false,
  audit: false,
  softDelete: false,
  idKind: 'code',
  keyField: 'code',
  tree: { parentField: 'parentCode', treeVerb: 'lazy-tree', lazyVerb: 'lazy-list' },
  permission: 'traffic_source_region',
  fields: [
    r.text('parentCode', { search: 'equal', defaultValue: '00', max: 12, table: { hidden: true } }),
    r.text('code', {
      search: 'like',
      sortable: true,
      readOnlyOnEdit: true,
      required: true,
      rules: [{ kind: 'pattern', pattern: '^(\\d{2}|\\d{4}|\\d{6}|\\d{9}|\\d{12})$', message: 'rules.codeFormat' }],
    }),
    r.text('name', { search: 'like', required: true, max: 64 }),
    r.dict('regionLevel', 'region', { source: 'dict', search: 'equal', required: true, table: { width: 100 } }),
    r.sort(),
    r.remark(),
  ],
});

export type SourceRegionRecord = RecordOfDefinition<typeof sourceRegionResource>;
