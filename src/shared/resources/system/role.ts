import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'role', {
  zh: {
    title: '角色管理',
    fields: { parentId: '上级角色', roleName: '角色名称', roleAlias: '角色别名', sort: '角色排序' },
    rules: { roleName: '请输入角色名称', roleAlias: '请输入角色别名', sort: '请输入角色排序' },
    actions: { grant: '权限设置' },
  },
  en: {
    title: 'Roles',
    fields: { parentId: 'Parent role', roleName: 'Role name', roleAlias: 'Role alias', sort: 'Order' },
    rules: {
      roleName: 'Please enter the role name',
      roleAlias: 'Please enter the role alias',
      sort: 'Please enter the order',
    },
    actions: { grant: 'Grant permissions' },
  },
});

/** A role of `blade_role`: a tree, no audit columns (bladex-contract.md §6). */
export const roleResource = r.define({
  menu: BLADEX_MENU_PATHS.role.path,
  menuAliases: [BLADEX_MENU_PATHS.role.was],
  endpoint: '/blade-system/role',
  table: 'blade_role',
  tenantScoped: true,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree' },
  permission: 'role',
  actions: [
    // {roleIds, menuIds, dataScopeIds, apiScopeIds, topMenuIds} from the grant dialog (contract §3.6).
    r.action('grant', { permission: 'role_grant', placement: 'toolbar', input: { kind: 'body' } }),
  ],
  fields: [
    r.treeSelect('parentId', 'role', { defaultValue: '0', table: false }),
    r.text('roleName', { search: 'like', required: true, max: 64 }),
    r.text('roleAlias', { search: 'like', required: true, max: 64 }),
    r.sort(),
  ],
});

export type RoleRecord = RecordOfDefinition<typeof roleResource>;
