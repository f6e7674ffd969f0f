import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { dictFields } from './dict';

const r = resource('system', 'dictBiz', { zh: { title: '业务字典' }, en: { title: 'Business dictionaries' } });

/** Business dictionaries (`blade_dict_biz`): the system dictionary's fields and labels, per tenant (contract §4). */
export const dictBizResource = r.define({
  menu: BLADEX_MENU_PATHS.dictBiz.path,
  menuAliases: [BLADEX_MENU_PATHS.dictBiz.was],
  endpoint: '/blade-system/dict-biz',
  table: 'blade_dict_biz',
  tenantScoped: true,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'child-list' },
  permission: 'dict_biz',
  fields: dictFields('dictBiz'),
});

export type DictBizRecord = RecordOfDefinition<typeof dictBizResource>;
