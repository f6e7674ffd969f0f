import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { enableAction, enabledStatusField, keyPairFields } from './provider-config';

const r = resource('system', 'oss', {
  zh: {
    title: '对象存储',
    fields: {
      category: '分类',
      endpoint: '资源地址',
      bucketName: '空间名',
      accessKey: 'accessKey',
      secretKey: 'secretKey',
      appId: 'appId',
      region: 'region',
      remark: '备注',
      status: '是否启用',
      createTime: '创建时间',
    },
    rules: {
      category: '请选择分类',
      endpoint: '请输入资源地址',
      bucketName: '请输入空间名',
      accessKey: '请输入accessKey',
      secretKey: '请输入secretKey',
    },
    actions: { enable: '启用' },
  },
  en: {
    title: 'Object storage',
    fields: {
      category: 'Provider',
      endpoint: 'Endpoint',
      bucketName: 'Bucket',
      accessKey: 'Access key',
      secretKey: 'Secret key',
      appId: 'App ID',
      region: 'Region',
      remark: 'Remark',
      status: 'Enabled',
      createTime: 'Created',
    },
    rules: {
      category: 'Please choose the provider',
      endpoint: 'Please enter the endpoint',
      bucketName: 'Please enter the bucket',
      accessKey: 'Please enter the access key',
      secretKey: 'Please enter the secret key',
    },
    actions: { enable: 'Enable' },
  },
});

/**
 * Object-storage configurations of `blade_oss` (BladeX X); one per tenant is enabled (status 1 off, 2 on, BladeX
 * OssServiceImpl.enable). The provider is dict `oss`: 1 minio, 2 qiniu, 3 aliyun, 4 tencent.
 */
export const ossResource = r.define({
  menu: BLADEX_MENU_PATHS.oss.path,
  menuAliases: [BLADEX_MENU_PATHS.oss.was],
  endpoint: '/blade-resource/oss',
  table: 'blade_oss',
  ...TENANT_ENTITY,
  permission: 'oss',
  actions: [enableAction(r, 'oss_enable')],
  fields: [
    r.dict('category', 'oss', { source: 'dict', search: 'equal', required: true }),
    r.text('endpoint', { search: 'like', required: true, format: 'url' }),
    r.text('bucketName', { required: true, max: 255 }),
    ...keyPairFields(r),
    r.text('appId', { table: { hidden: true }, max: 255 }),
    r.text('region', { table: { hidden: true }, max: 255 }),
    enabledStatusField(r),
    r.remark(),
    r.createTime(),
  ],
});

export type OssRecord = RecordOfDefinition<typeof ossResource>;
