import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'tenantPackage', {
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

/**
 * A tenant package of `blade_tenant_package` (BladeX X): the menus (ids, comma-joined) a tenant may be granted.
 * Add, edit, delete and batch delete; no view (spec 002 §5).
 */
export const tenantPackageResource = r.define({
  menu: '/system/tenant-package',
  endpoint: '/blade-system/tenant-package',
  table: 'blade_tenant_package',
  ...BASE_ENTITY,
  permission: 'tenant_package',
  noView: true,
  fields: [
    r.text('packageName', { search: 'like', required: true, max: 50 }),
    r.treeSelect('menuId', 'menu', { multiple: true, table: false, required: true, form: { span: 24 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type TenantPackageRecord = RecordOfDefinition<typeof tenantPackageResource>;
