import { BASE_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { tenantPackageKit } from './tenant-package.texts';
import { STANDARD_VERBS } from '../types';

const k = tenantPackageKit.key;

/** A tenant package of `blade_tenant_package` (BladeX X): the menus a tenant may be granted. */
export interface TenantPackageRecord {
  id: string;
  packageName: string;
  /** Menu ids, comma-joined. */
  menuId: string;
  remark: string;
  createTime: string;
}

/** Add, edit, delete and batch delete; no view (spec 002 §5). */
export const tenantPackageResource = tenantPackageKit.define<TenantPackageRecord>()({
  menu: '/system/tenant-package',
  endpoint: '/blade-system/tenant-package',
  verbs: STANDARD_VERBS,
  table: 'blade_tenant_package',
  ...BASE_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'tenant_package',
  noView: true,
  fields: [
    {
      name: 'packageName',
      kind: 'text',
      label: k('fields.packageName'),
      search: 'like',
      rules: [required(k('rules.packageName')), { kind: 'length', max: 50 }],
    },
    {
      name: 'menuId',
      kind: 'treeSelect',
      resource: 'menu',
      multiple: true,
      label: k('fields.menuId'),
      table: false,
      rules: [required(k('rules.menuId'))],
      form: { span: 24 },
    },
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
