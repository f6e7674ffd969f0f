import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { scopeHeadFields } from './scope-fields';

const r = resource('system', 'apiScope', {
  zh: {
    title: '接口权限',
    fields: {
      menuId: '所属菜单',
      resourceCode: '权限编号',
      scopeName: '接口名称',
      scopePath: '接口地址',
      scopeType: '接口类型',
      remark: '备注',
      createTime: '创建时间',
    },
    rules: {
      menuId: '请选择所属菜单',
      resourceCode: '请输入权限编号',
      scopeName: '请输入接口名称',
      scopePath: '请输入接口地址',
      scopeType: '请选择接口类型',
    },
  },
  en: {
    title: 'API scopes',
    fields: {
      menuId: 'Menu',
      resourceCode: 'Code',
      scopeName: 'Name',
      scopePath: 'API path',
      scopeType: 'API type',
      remark: 'Remark',
      createTime: 'Created',
    },
    rules: {
      menuId: 'Please choose the menu',
      resourceCode: 'Please enter the code',
      scopeName: 'Please enter the name',
      scopePath: 'Please enter the API path',
      scopeType: 'Please choose the API type',
    },
  },
});

/**
 * An API scope of `blade_scope_api` (bladex-contract.md §6): a URL fragment a role may call, matched against request
 * paths with "contains"; its type is 1 system or 2 business (dict `api_scope_type`).
 */
export const apiScopeResource = r.define({
  menu: BLADEX_MENU_PATHS.apiScope.path,
  menuAliases: [BLADEX_MENU_PATHS.apiScope.was],
  endpoint: '/blade-system/api-scope',
  table: 'blade_scope_api',
  ...BASE_ENTITY,
  permission: 'api_scope',
  fields: [
    ...scopeHeadFields(r),
    r.text('scopePath', { search: 'like', required: true, max: 255, form: { span: 24 } }),
    r.dict('scopeType', 'api_scope_type', { source: 'dict', search: 'equal', required: true }),
    r.remark(),
    r.createTime(),
  ],
});

export type ApiScopeRecord = RecordOfDefinition<typeof apiScopeResource>;
