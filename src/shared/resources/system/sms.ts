import { BLADEX_MENU_PATHS } from '../../menu-paths';
import { TENANT_ENTITY } from '../bladex-entities';
import type { RecordOfDefinition } from '../record-type';
import { enableAction, enabledStatusField, keyPairFields } from './provider-config';
import { SMS_CODE_MAX_LENGTH } from './sms-send';
import { smsKit as r } from './sms.texts';

export * from './sms-send';

/**
 * SMS configurations of `blade_sms` (BladeX X); one per tenant is enabled (status 1 off, 2 on). The provider is dict
 * `sms`: 1 yunpian, 2 qiniu, 3 aliyun, 4 tencent; `smsCode` is the resource code `send-message?code=` names a
 * configuration by, unique per tenant.
 */
export const smsResource = r.define({
  menu: BLADEX_MENU_PATHS.sms.path,
  menuAliases: [BLADEX_MENU_PATHS.sms.was],
  endpoint: '/blade-resource/sms',
  table: 'blade_sms',
  ...TENANT_ENTITY,
  permission: 'sms',
  actions: [
    enableAction(r, 'sms_enable'),
    // POST endpoint/send-message?code=&phones=&params= (query parameters, as BladeX's @RequestParam reads them)
    // from the screen's test dialog (spec 002 §7); the values are checked by `smsSendSchema` (sms-send.ts).
    r.action('send', { permission: 'sms_send', path: 'endpoint/send-message', input: { kind: 'body' } }),
  ],
  fields: [
    r.dict('category', 'sms', { source: 'dict', search: 'equal', required: true }),
    r.text('smsCode', {
      search: 'like',
      unique: 'rules.smsCodeUnique',
      table: { width: 140 },
      required: true,
      max: SMS_CODE_MAX_LENGTH,
    }),
    r.text('templateId', { search: 'like', required: true, max: 255 }),
    ...keyPairFields(r),
    r.text('regionId', { table: { hidden: true }, max: 255 }),
    r.text('signName', { search: 'like', required: true, max: 255 }),
    enabledStatusField(r),
    r.remark(),
    r.createTime(),
  ],
});

export type SmsRecord = RecordOfDefinition<typeof smsResource>;
