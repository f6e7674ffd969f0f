import { resource } from '../kit';

/** The texts of tenant (zh, en) under `res.system.tenant`, and the builders that take their labels and messages from them. */
export const tenantKit = resource('system', 'tenant', {
  zh: {
    title: '租户管理',
    fields: {
      tenantId: '租户ID',
      tenantName: '租户名称',
      domainUrl: '域名地址',
      linkman: '联系人',
      contactNumber: '联系电话',
      address: '联系地址',
      accountNumber: '账号额度',
      expireTime: '过期时间',
      packageId: '产品包',
      datasourceId: '数据源',
      backgroundUrl: '系统背景',
      createTime: '创建时间',
    },
    rules: { tenantName: '请输入租户名称', linkman: '请输入联系人' },
    actions: { setting: '授权配置', datasource: '数据源配置', packageSetting: '产品包配置' },
  },
  en: {
    title: 'Tenants',
    fields: {
      tenantId: 'Tenant ID',
      tenantName: 'Tenant name',
      domainUrl: 'Domain',
      linkman: 'Contact',
      contactNumber: 'Contact number',
      address: 'Address',
      accountNumber: 'Account quota',
      expireTime: 'Expires',
      packageId: 'Package',
      datasourceId: 'Data source',
      backgroundUrl: 'Background image',
      createTime: 'Created',
    },
    rules: { tenantName: 'Please enter the tenant name', linkman: 'Please enter the contact' },
    actions: { setting: 'Licence settings', datasource: 'Data source', packageSetting: 'Assign package' },
  },
});
