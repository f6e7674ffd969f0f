import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { jiguangTemplateKit } from './jiguang-template.texts';
import { STANDARD_VERBS } from '../types';

const k = jiguangTemplateKit.key;

/** JPush's `platform`: every device, or one mobile system (audience filters of the JPush push API). */
export const JPUSH_PLATFORMS = ['all', 'android', 'ios'] as const;
export type JpushPlatform = (typeof JPUSH_PLATFORMS)[number];

/** A push message template of `blade_jiguang_template`. */
export interface JiguangTemplateRecord {
  id: string;
  tenantId: string;
  templateName: string;
  /** What a sender (an app job, a campaign) names the template by; unique per tenant. */
  templateCode: string;
  platform: JpushPlatform;
  /** The notification's title and text as JPush shows them (`notification.android.title` / `alert`). */
  title: string;
  content: string;
  /** dict-biz `jump_type`: 0 none, else where a tap on the notification leads (`extras.jumpType`). */
  jumpType: number;
  jumpLink: string;
  /** 1 enabled, 2 disabled: a disabled template is kept but not offered to senders. */
  status: number;
  remark: string;
  createTime: string;
}

/**
 * JPush (极光推送) message templates (spec 002 §7 names `/blade-system/JiguangTemplate` with the standard calls only;
 * its screen is the seeded 应用配置 › 推送消息模板, menu `app_push_template`). A template is what the platform's
 * apps are pushed with: a name and a code senders use, the platform, the notification's title and text, where a
 * tap leads (the app's `jump_type` dictionary and its target) and whether it is in use. The embedded server keeps
 * the templates; pushing itself is the JPush service's, which it does not reach.
 */
export const jiguangTemplateResource = jiguangTemplateKit.define<JiguangTemplateRecord>()({
  menu: '/app-config/push-template',
  endpoint: '/blade-system/JiguangTemplate',
  verbs: STANDARD_VERBS,
  table: 'blade_jiguang_template',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'app_push_template',
  fields: [
    {
      name: 'templateName',
      kind: 'text',
      label: k('fields.templateName'),
      search: 'like',
      sortable: true,
      rules: [required(k('rules.templateName')), { kind: 'length', max: 64 }],
    },
    {
      name: 'templateCode',
      kind: 'text',
      label: k('fields.templateCode'),
      search: 'like',
      sortable: true,
      unique: k('rules.templateCodeUnique'),
      rules: [
        required(k('rules.templateCode')),
        { kind: 'length', max: 64 },
        { kind: 'pattern', pattern: '^[A-Za-z0-9_.-]+$', message: k('rules.templateCodePattern') },
      ],
      table: { width: 160 },
    },
    {
      name: 'platform',
      kind: 'enum',
      valueType: 'string',
      options: JPUSH_PLATFORMS.map((value) => ({ value, label: k(`platforms.${value}`) })),
      label: k('fields.platform'),
      search: 'equal',
      defaultValue: 'all',
      rules: [required(k('rules.platform'))],
      table: { width: 110 },
    },
    {
      name: 'title',
      kind: 'text',
      label: k('fields.title'),
      search: 'like',
      rules: [required(k('rules.title')), { kind: 'length', max: 64 }],
    },
    {
      name: 'content',
      kind: 'textarea',
      label: k('fields.content'),
      rules: [required(k('rules.content')), { kind: 'length', max: 500 }],
      form: { span: 24 },
    },
    {
      name: 'jumpType',
      kind: 'dict',
      dict: 'jump_type',
      source: 'dict-biz',
      valueType: 'number',
      dictDefault: 'first',
      label: k('fields.jumpType'),
      search: 'equal',
      rules: [required(k('rules.jumpType'))],
      table: { width: 120 },
    },
    {
      name: 'jumpLink',
      kind: 'text',
      label: k('fields.jumpLink'),
      visibleWhen: { field: 'jumpType', notIn: ['', 0] },
      rules: [required(k('rules.jumpLink')), { kind: 'length', max: 500 }],
      table: { hidden: true },
      form: { span: 24 },
    },
    {
      name: 'status',
      kind: 'switch',
      on: 1,
      off: 2,
      onLabel: 'res.common.flags.enabled',
      offLabel: 'res.common.flags.disabled',
      label: k('fields.status'),
      defaultValue: 1,
      toggleInTable: true,
      table: { width: 90 },
    },
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
