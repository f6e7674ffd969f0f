import { sortField } from '../common-fields';
import { required } from '../rules';
import { roleKit } from './role.texts';
import { STANDARD_VERBS } from '../types';

const k = roleKit.key;

/** A role of `blade_role`: a tree, no audit columns (bladex-contract.md §6). */
export interface RoleRecord {
  id: string;
  tenantId: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
}

export const roleResource = roleKit.define<RoleRecord>()({
  menu: '/system/role',
  endpoint: '/blade-system/role',
  verbs: STANDARD_VERBS,
  table: 'blade_role',
  tenantScoped: true,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree' },
  filterStyle: 'map',
  permission: 'role',
  actions: [
    {
      name: 'grant',
      label: k('actions.grant'),
      permission: 'role_grant',
      method: 'POST',
      path: 'grant',
      placement: 'toolbar',
      // {roleIds, menuIds, dataScopeIds, apiScopeIds, topMenuIds} from the grant dialog (contract §3.6).
      input: { kind: 'body' },
    },
  ],
  fields: [
    {
      name: 'parentId',
      kind: 'treeSelect',
      resource: 'role',
      label: k('fields.parentId'),
      defaultValue: '0',
      table: false,
    },
    {
      name: 'roleName',
      kind: 'text',
      label: k('fields.roleName'),
      search: 'like',
      rules: [required(k('rules.roleName')), { kind: 'length', max: 64 }],
    },
    {
      name: 'roleAlias',
      kind: 'text',
      label: k('fields.roleAlias'),
      search: 'like',
      rules: [required(k('rules.roleAlias')), { kind: 'length', max: 64 }],
    },
    sortField(k('fields.sort'), k('rules.sort')),
  ],
});
