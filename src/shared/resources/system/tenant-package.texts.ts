import { resource } from '../kit';

/** The texts of tenantPackage (zh, en) under `res.system.tenantPackage`, and the builders that take their labels and messages from them. */
export const tenantPackageKit = resource('system', 'tenantPackage', {
  zh: {
    title: '租户产品包',
    fields: { packageName: '产品包名称', menuId: '菜单列表', remark: '备注', createTime: '创建时间' },
    rules: { packageName: '请输入产品包名称', menuId: '请选择菜单' },
  },
  en: {
    title: 'Tenant packages',
    fields: { packageName: 'Package name', menuId: 'Menus', remark: 'Remark', createTime: 'Created' },
    rules: { packageName: 'Please enter the package name', menuId: 'Please choose the menus' },
  },
});
