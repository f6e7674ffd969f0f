import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'dict', {
  zh: {
    title: '系统字典',
    fields: {
      parentId: '上级字典',
      code: '字典编号',
      dictKey: '字典键值',
      dictValue: '字典名称',
      sort: '字典排序',
      isSealed: '封存',
      remark: '字典备注',
    },
    rules: {
      code: '请输入字典编号',
      dictKey: '请输入字典键值',
      dictValue: '请输入字典名称',
      sort: '请输入字典排序',
      isSealed: '请选择字典封存',
    },
  },
  en: {
    title: 'System dictionaries',
    fields: {
      parentId: 'Parent dictionary',
      code: 'Code',
      dictKey: 'Key',
      dictValue: 'Name',
      sort: 'Order',
      isSealed: 'Sealed',
      remark: 'Remark',
    },
    rules: {
      code: 'Please enter the code',
      dictKey: 'Please enter the key',
      dictValue: 'Please enter the name',
      sort: 'Please enter the order',
      isSealed: 'Please choose whether it is sealed',
    },
  },
});

/** A child item (has a parent) needs a key; a root row's key (`-1`) is set by the server (spec 002 §5). */
const isChild = { field: 'parentId', notIn: ['', '0'] } as const;

/**
 * The fields both dictionaries share (bladex-contract.md §4), labelled by this one's texts; `tree` is the resource
 * whose tree picks the parent. Keys are text, as in BladeX X; sealed is 0 no, 1 yes (spec 002 §3).
 */
export const dictFields = (tree: 'dict' | 'dictBiz') =>
  [
    r.treeSelect('parentId', tree, { defaultValue: '0', table: false }),
    r.text('code', { search: 'like', required: true, max: 255 }),
    r.text('dictValue', { search: 'like', required: true, max: 255 }),
    r.text('dictKey', { visibleWhen: isChild, required: true, max: 255 }),
    r.sort(),
    r.flag('isSealed', { defaultValue: 0, required: true, table: { width: 80 } }),
    r.remark(),
  ] as const;

/** System dictionaries (`blade_dict`): no tenant, no audit columns; roots and their items (contract §4). */
export const dictResource = r.define({
  menu: '/system/dict',
  endpoint: '/blade-system/dict',
  table: 'blade_dict',
  tenantScoped: false,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  // parent-list (paged roots) and child-list?parentId= serve /dict-horizontal and /dict-vertical.
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'child-list' },
  permission: 'dict',
  fields: dictFields('dict'),
});

export type DictRecord = RecordOfDefinition<typeof dictResource>;
