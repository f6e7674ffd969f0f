import type { Region } from '../../bladex/system';
import { remarkField, sortField } from '../common-fields';
import { required } from '../rules';
import { regionKit } from './region.texts';

const k = regionKit.key;

/**
 * Regions of `blade_region`: keyed by `code`, no tenant, no audit, no soft delete (contract §5). The
 * code/name chain columns (provinceCode ... villageName, ancestors) are derived by the server from the
 * parent, so they are not fields here. Searching by `parentCode` runs the province/city/district/town cascade.
 *
 * `list` answers `R<Page>` with the §1.6 filters (contract §1.7 keeps nested tree lists to dept, role, dict and
 * menu), so the shape is flat; the tree is walked one level at a time through `lazy-tree` (TreeNode, the
 * screen's tree panel and the pickers) and `lazy-list` (rows with `hasChildren`).
 */
export const regionResource = regionKit.define<Region>()({
  menu: '/system/region',
  endpoint: '/blade-system/region',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'id' },
  table: 'blade_region',
  tenantScoped: false,
  audit: false,
  softDelete: false,
  idKind: 'code',
  keyField: 'code',
  shape: 'flat',
  tree: { parentField: 'parentCode', treeVerb: 'lazy-tree', lazyVerb: 'lazy-list' },
  filterStyle: 'map',
  permission: 'region',
  // BladeX X adds region import (contract §5); the level follows from the code, a parent may be a row above.
  import: {
    fields: ['code', 'name', 'parentCode', 'sort', 'remark'],
    key: 'code',
    bladexVerbs: { template: 'export-template', import: 'import-region' },
  },
  fields: [
    {
      name: 'parentCode',
      kind: 'region',
      tree: 'region',
      // Any level may parent another, from the country down to towns (villages have no children).
      root: '00',
      levels: [0, 1, 2, 3, 4],
      label: k('fields.parentCode'),
      search: 'equal',
      table: { hidden: true },
    },
    {
      name: 'code',
      kind: 'text',
      label: k('fields.code'),
      search: 'like',
      sortable: true,
      readOnlyOnEdit: true,
      rules: [
        required(k('rules.code')),
        { kind: 'pattern', pattern: '^(\\d{2}|\\d{4}|\\d{6}|\\d{9}|\\d{12})$', message: k('rules.codeFormat') },
      ],
    },
    {
      name: 'name',
      kind: 'text',
      label: k('fields.name'),
      search: 'like',
      rules: [required(k('rules.name')), { kind: 'length', max: 64 }],
    },
    {
      name: 'regionLevel',
      kind: 'dict',
      dict: 'region',
      source: 'dict',
      valueType: 'number',
      label: k('fields.regionLevel'),
      search: 'equal',
      rules: [required(k('rules.regionLevel'))],
      table: { width: 100 },
    },
    sortField(k('fields.sort'), k('rules.sort')),
    remarkField(k('fields.remark')),
  ],
});
