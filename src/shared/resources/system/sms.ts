import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { smsKit } from './sms.texts';
import { STANDARD_VERBS } from '../types';
import { enableAction, enabledStatusField, keyPairFields } from './provider-config';
import { SMS_CODE_MAX_LENGTH } from './sms-send';

export * from './sms-send';

const k = smsKit.key;

/** An SMS configuration of `blade_sms` (BladeX X); one per tenant is enabled. */
export interface SmsRecord {
  id: string;
  tenantId: string;
  /** dict `sms`: 1 yunpian, 2 qiniu, 3 aliyun, 4 tencent. */
  category: number;
  /** The resource code `send-message?code=` names this configuration by; unique per tenant. */
  smsCode: string;
  templateId: string;
  accessKey: string;
  secretKey: string;
  regionId: string;
  signName: string;
  remark: string;
  /** 1 off, 2 on. */
  status: number;
  createTime: string;
}

export const smsResource = smsKit.define<SmsRecord>()({
  menu: '/system/sms',
  endpoint: '/blade-resource/sms',
  verbs: STANDARD_VERBS,
  table: 'blade_sms',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'sms',
  actions: [
    enableAction(k('actions.enable'), 'sms_enable'),
    // POST endpoint/send-message?code=&phones=&params= (query parameters, as BladeX's @RequestParam reads them)
    // from the screen's test dialog (spec 002 §7); the values are checked by `smsSendSchema` (sms-send.ts).
    {
      name: 'send',
      label: k('actions.send'),
      permission: 'sms_send',
      method: 'POST',
      path: 'endpoint/send-message',
      placement: 'row',
      input: { kind: 'body' },
    },
  ],
  fields: [
    {
      name: 'category',
      kind: 'dict',
      dict: 'sms',
      source: 'dict',
      valueType: 'number',
      label: k('fields.category'),
      search: 'equal',
      rules: [required(k('rules.category'))],
    },
    {
      name: 'smsCode',
      kind: 'text',
      label: k('fields.smsCode'),
      search: 'like',
      unique: k('rules.smsCodeUnique'),
      table: { width: 140 },
      rules: [required(k('rules.smsCode')), { kind: 'length', max: SMS_CODE_MAX_LENGTH }],
    },
    {
      name: 'templateId',
      kind: 'text',
      label: k('fields.templateId'),
      search: 'like',
      rules: [required(k('rules.templateId')), { kind: 'length', max: 255 }],
    },
    ...keyPairFields(k),
    {
      name: 'regionId',
      kind: 'text',
      label: k('fields.regionId'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 255 }],
    },
    {
      name: 'signName',
      kind: 'text',
      label: k('fields.signName'),
      search: 'like',
      rules: [required(k('rules.signName')), { kind: 'length', max: 255 }],
    },
    enabledStatusField(k('fields.status')),
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
