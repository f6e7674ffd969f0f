import { resource } from '../kit';

/** The texts of dataScope (zh, en) under `res.system.dataScope`, and the builders that take their labels and messages from them. */
export const dataScopeKit = resource('system', 'dataScope', {
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
