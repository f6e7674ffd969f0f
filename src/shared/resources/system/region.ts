import { BLADEX_MENU_PATHS } from '../../menu-paths';
import type { Region } from '../../bladex/system';
import { resource } from '../kit';

const r = resource('system', 'region', {
  zh: {
    title: '行政区划',
    fields: {
      parentCode: '上级区划',
      code: '区划编号',
      name: '区划名称',
      regionLevel: '区划等级',
      sort: '排序',
      remark: '备注',
    },
    rules: {
      code: '请输入区划编号',
      codeFormat: '区划编号应为2、4、6、9或12位数字',
      name: '请输入区划名称',
      regionLevel: '请选择区划等级',
      sort: '请输入排序',
    },
    tree: { title: '区划树', all: '全部区划', loading: '正在加载区划' },
  },
  en: {
    title: 'Regions',
    fields: {
      parentCode: 'Parent region',
      code: 'Code',
      name: 'Name',
      regionLevel: 'Level',
      sort: 'Order',
      remark: 'Remark',
    },
    rules: {
      code: 'Please enter the code',
      codeFormat: 'The code must be 2, 4, 6, 9 or 12 digits',
      name: 'Please enter the name',
      regionLevel: 'Please choose the level',
      sort: 'Please enter the order',
    },
    tree: { title: 'Region tree', all: 'All regions', loading: 'Loading regions' },
  },
});

/**
 * Regions of `blade_region`: keyed by `code`, no tenant, no audit, no soft delete (contract §5). The
 * code/name chain columns (provinceCode ... villageName, ancestors) are derived by the server from the
 * parent, so they are not fields here. Searching by `parentCode` runs the province/city/district/town cascade.
 *
 * `list` answers `R<Page>` with the §1.6 filters (contract §1.7 keeps nested tree lists to dept, role, dict and
 * menu), so the shape is flat; the tree is walked one level at a time through `lazy-tree` (TreeNode, the
 * screen's tree panel and the pickers) and `lazy-list` (rows with `hasChildren`).
 *
 * Typed by the wire's `Region` rather than inferred: the answers carry those server-derived chain columns, which
 * no field describes, and the server and renderer share that type.
 */
export const regionResource = r.define<Region>()({
  menu: BLADEX_MENU_PATHS.region.path,
  menuAliases: [BLADEX_MENU_PATHS.region.was],
  endpoint: '/blade-system/region',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'id' },
  table: 'blade_region',
  tenantScoped: false,
  audit: false,
  softDelete: false,
  idKind: 'code',
  keyField: 'code',
  tree: { parentField: 'parentCode', treeVerb: 'lazy-tree', lazyVerb: 'lazy-list' },
  permission: 'region',
  wireAliases: { regionLevel: 'level' },
  // BladeX X adds region import (contract §5); the level follows from the code, a parent may be a row above.
  import: {
    fields: ['code', 'name', 'parentCode', 'sort', 'remark'],
    key: 'code',
    bladexVerbs: { template: 'export-template', import: 'import-region' },
  },
  fields: [
    // Any level may parent another, from the country down to towns (villages have no children).
    r.region('parentCode', { root: '00', levels: [0, 1, 2, 3, 4], search: 'equal', table: { hidden: true } }),
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
