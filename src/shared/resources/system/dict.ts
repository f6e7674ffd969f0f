import { dictKit } from './dict.texts';
import { STANDARD_VERBS } from '../types';
import { dictFields, type DictRecord } from './dict-fields';

/** System dictionaries (`blade_dict`): no tenant, no audit columns; roots and their items (contract §4). */
export const dictResource = dictKit.define<DictRecord>()({
  menu: '/system/dict',
  endpoint: '/blade-system/dict',
  verbs: STANDARD_VERBS,
  table: 'blade_dict',
  tenantScoped: false,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  // parent-list (paged roots) and child-list?parentId= serve /dict-horizontal and /dict-vertical.
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'child-list' },
  filterStyle: 'map',
  permission: 'dict',
  fields: dictFields('dict'),
});
