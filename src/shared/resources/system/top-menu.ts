import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, sortField } from '../common-fields';
import { required } from '../rules';
import { topMenuKit } from './top-menu.texts';
import { STANDARD_VERBS } from '../types';

const k = topMenuKit.key;

/** A top menu of `blade_top_menu` (bladex-contract.md §3.4, §6). */
export interface TopMenuRecord {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  nameEn: string;
  source: string;
  path: string;
  sort: number;
  createTime: string;
}

/** `topmenu/list` binds to the entity in BladeX: equality searches. */
export const topMenuResource = topMenuKit.define<TopMenuRecord>()({
  menu: '/system/topmenu',
  endpoint: '/blade-system/topmenu',
  verbs: STANDARD_VERBS,
  table: 'blade_top_menu',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'entity',
  permission: 'topmenu',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [
    {
      name: 'grant',
      label: k('actions.grant'),
      permission: 'topmenu_grant',
      method: 'POST',
      path: 'grant',
      placement: 'toolbar',
      // {topMenuIds, menuIds} from the menu-tree dialog (contract §3.6).
      input: { kind: 'body' },
    },
  ],
  fields: [
    {
      name: 'code',
      kind: 'text',
      label: k('fields.code'),
      search: 'equal',
      rules: [required(k('rules.code')), { kind: 'length', max: 64 }],
    },
    {
      name: 'name',
      kind: 'text',
      label: k('fields.name'),
      search: 'equal',
      rules: [required(k('rules.name')), { kind: 'length', max: 64 }],
    },
    {
      name: 'nameEn',
      kind: 'text',
      label: k('fields.nameEn'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 64 }],
    },
    {
      name: 'source',
      kind: 'text',
      label: k('fields.source'),
      rules: [required(k('rules.source')), { kind: 'length', max: 255 }],
    },
    {
      name: 'path',
      kind: 'text',
      label: k('fields.path'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 255 }],
    },
    sortField(k('fields.sort'), k('rules.sort')),
    createTimeField(k('fields.createTime'), false),
  ],
});
