import { resource } from '../kit';

/** The texts of role (zh, en) under `res.system.role`, and the builders that take their labels and messages from them. */
export const roleKit = resource('system', 'role', {
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
