import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { scopeHeadFields } from './scope-fields';

const r = resource('system', 'dataScope', {
  zh: {
    title: '数据权限',
    fields: {
      menuId: '所属菜单',
      resourceCode: '权限编号',
      scopeName: '权限名称',
      scopeField: '可见字段',
      scopeClass: '权限类名',
      scopeColumn: '权限字段',
      scopeType: '规则类型',
      scopeValue: '规则值',
      remark: '备注',
      createTime: '创建时间',
    },
    rules: {
      menuId: '请选择所属菜单',
      resourceCode: '请输入权限编号',
      scopeName: '请输入权限名称',
      scopeField: '请输入可见字段',
      scopeClass: '请输入MybatisMapper对应方法的完整类名路径',
      scopeColumn: '请输入权限字段',
      scopeType: '请选择规则类型',
      scopeValue: '请输入规则值',
    },
  },
  en: {
    title: 'Data scopes',
    fields: {
      menuId: 'Menu',
      resourceCode: 'Code',
      scopeName: 'Name',
      scopeField: 'Visible fields',
      scopeClass: 'Mapper method',
      scopeColumn: 'Scope column',
      scopeType: 'Rule type',
      scopeValue: 'Rule value',
      remark: 'Remark',
      createTime: 'Created',
    },
    rules: {
      menuId: 'Please choose the menu',
      resourceCode: 'Please enter the code',
      scopeName: 'Please enter the name',
      scopeField: 'Please enter the visible fields',
      scopeClass: 'Please enter the full class path of the mapper method',
      scopeColumn: 'Please enter the scope column',
      scopeType: 'Please choose the rule type',
      scopeValue: 'Please enter the rule value',
    },
  },
});

/**
 * A data scope of `blade_scope_data` (bladex-contract.md §6): which rows a role sees of a menu's data. Its type
 * (dict `data_scope_type`) is 1 all, 2 own, 3 own dept, 4 own dept and below, 5 custom (then a rule value).
 */
export const dataScopeResource = r.define({
  menu: BLADEX_MENU_PATHS.dataScope.path,
  menuAliases: [BLADEX_MENU_PATHS.dataScope.was],
  endpoint: '/blade-system/data-scope',
  table: 'blade_scope_data',
  ...BASE_ENTITY,
  permission: 'data_scope',
  fields: [
    ...scopeHeadFields(r),
    r.text('scopeColumn', { required: true, max: 255 }),
    r.text('scopeField', { defaultValue: '*', table: { hidden: true }, required: true, max: 255 }),
    r.text('scopeClass', { table: { hidden: true }, required: true, max: 500, form: { span: 24 } }),
    r.dict('scopeType', 'data_scope_type', { source: 'dict', search: 'equal', required: true }),
    r.textarea('scopeValue', {
      visibleWhen: { field: 'scopeType', in: [5] },
      required: true,
      max: 2000,
      table: { hidden: true },
      form: { span: 24 },
    }),
    r.remark(),
    r.createTime(),
  ],
});

export type DataScopeRecord = RecordOfDefinition<typeof dataScopeResource>;
