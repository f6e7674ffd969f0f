import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { ossKit } from './oss.texts';
import { STANDARD_VERBS } from '../types';
import { enableAction, enabledStatusField, keyPairFields } from './provider-config';

const k = ossKit.key;

/** An object-storage configuration of `blade_oss` (BladeX X); one per tenant is enabled. */
export interface OssRecord {
  id: string;
  tenantId: string;
  /** dict `oss`: 1 minio, 2 qiniu, 3 aliyun, 4 tencent. */
  category: number;
  menu: '/system/oss';
  endpoint: string;
  bucketName: string;
  accessKey: string;
  secretKey: string;
  appId: string;
  region: string;
  remark: string;
  /** 1 off, 2 on (BladeX OssServiceImpl.enable). */
  status: number;
  createTime: string;
}

export const ossResource = ossKit.define<OssRecord>()({
  endpoint: '/blade-resource/oss',
  verbs: STANDARD_VERBS,
  table: 'blade_oss',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'oss',
  actions: [enableAction(k('actions.enable'), 'oss_enable')],
  fields: [
    {
      name: 'category',
      kind: 'dict',
      dict: 'oss',
      source: 'dict',
      valueType: 'number',
      label: k('fields.category'),
      search: 'equal',
      rules: [required(k('rules.category'))],
    },
    {
      name: 'endpoint',
      kind: 'text',
      label: k('fields.endpoint'),
      search: 'like',
      rules: [required(k('rules.endpoint')), { kind: 'format', format: 'url' }],
    },
    {
      name: 'bucketName',
      kind: 'text',
      label: k('fields.bucketName'),
      rules: [required(k('rules.bucketName')), { kind: 'length', max: 255 }],
    },
    ...keyPairFields(k),
    {
      name: 'appId',
      kind: 'text',
      label: k('fields.appId'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 255 }],
    },
    {
      name: 'region',
      kind: 'text',
      label: k('fields.region'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 255 }],
    },
    enabledStatusField(k('fields.status')),
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
