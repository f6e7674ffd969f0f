import { dictBizKit } from './dict-biz.texts';
import { STANDARD_VERBS } from '../types';
import { dictFields, type DictRecord } from './dict-fields';

/** Business dictionaries (`blade_dict_biz`): the system dictionary's fields, per tenant (contract §4). */
export interface DictBizRecord extends DictRecord {
  tenantId: string;
}

export const dictBizResource = dictBizKit.define<DictBizRecord>()({
  menu: '/system/dict-biz',
  endpoint: '/blade-system/dict-biz',
  verbs: STANDARD_VERBS,
  table: 'blade_dict_biz',
  tenantScoped: true,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'child-list' },
  filterStyle: 'map',
  permission: 'dict_biz',
  fields: dictFields('dictBiz'),
});
