import { resource } from '../kit';

/** The texts of apiScope (zh, en) under `res.system.apiScope`, and the builders that take their labels and messages from them. */
export const apiScopeKit = resource('system', 'apiScope', {
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
