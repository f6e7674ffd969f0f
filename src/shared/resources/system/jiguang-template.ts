import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'jiguangTemplate', {
  zh: {
    title: '推送消息模板',
    fields: {
      templateName: '模板名称',
      templateCode: '模板编码',
      platform: '推送平台',
      title: '通知标题',
      content: '通知内容',
      jumpType: '跳转类型',
      jumpLink: '跳转链接',
      status: '状态',
      remark: '备注',
      createTime: '创建时间',
    },
    rules: {
      templateName: '请输入模板名称',
      templateCode: '请输入模板编码',
      templateCodePattern: '模板编码只能包含字母、数字、下划线、点和短横线',
      templateCodeUnique: '模板编码已存在',
      platform: '请选择推送平台',
      title: '请输入通知标题',
      content: '请输入通知内容',
      jumpType: '请选择跳转类型',
      jumpLink: '请输入跳转链接',
    },
    platforms: { all: '全部平台', android: 'Android', ios: 'iOS' },
  },
  en: {
    title: 'Push message templates',
    fields: {
      templateName: 'Template name',
      templateCode: 'Template code',
      platform: 'Platform',
      title: 'Notification title',
      content: 'Notification text',
      jumpType: 'Jump type',
      jumpLink: 'Jump target',
      status: 'Status',
      remark: 'Remark',
      createTime: 'Created',
    },
    rules: {
      templateName: 'Please enter the template name',
      templateCode: 'Please enter the template code',
      templateCodePattern: 'The template code may hold letters, digits, underscores, dots and hyphens only',
      templateCodeUnique: 'The template code already exists',
      platform: 'Please choose the platform',
      title: 'Please enter the notification title',
      content: 'Please enter the notification text',
      jumpType: 'Please choose the jump type',
      jumpLink: 'Please enter the jump target',
    },
    platforms: { all: 'All platforms', android: 'Android', ios: 'iOS' },
  },
});

/** JPush's `platform`: every device, or one mobile system (audience filters of the JPush push API). */
export const JPUSH_PLATFORMS = ['all', 'android', 'ios'] as const;
export type JpushPlatform = (typeof JPUSH_PLATFORMS)[number];

/**
 * JPush (极光推送) message templates of `blade_jiguang_template` (spec 002 §7 names `/blade-system/JiguangTemplate`
 * with the standard calls only; its screen is the seeded 应用配置 › 推送消息模板, menu `app_push_template`). A
 * template is what the platform's apps are pushed with: a name and a code senders use (unique per tenant), the
 * platform, the notification's title and text as JPush shows them (`notification.android.title` / `alert`), where a
 * tap leads (the app's `jump_type` dictionary, 0 none, and its target, sent as `extras.jumpType`) and whether it is
 * in use (1 enabled, 2 disabled: kept but not offered to senders). The embedded server keeps the templates; pushing
 * itself is the JPush service's, which it does not reach.
 */
export const jiguangTemplateResource = r.define({
  menu: '/app-config/push-template',
  endpoint: '/blade-system/JiguangTemplate',
  table: 'blade_jiguang_template',
  ...TENANT_ENTITY,
  permission: 'app_push_template',
  fields: [
    r.text('templateName', { search: 'like', sortable: true, required: true, max: 64 }),
    r.text('templateCode', {
      search: 'like',
      sortable: true,
      unique: 'rules.templateCodeUnique',
      required: true,
      max: 64,
      rules: [{ kind: 'pattern', pattern: '^[A-Za-z0-9_.-]+$', message: 'rules.templateCodePattern' }],
      table: { width: 160 },
    }),
    r.choice(
      'platform',
      JPUSH_PLATFORMS.map((value) => ({ value, label: `platforms.${value}` as const })),
      { search: 'equal', defaultValue: 'all', required: true, table: { width: 110 } },
    ),
    r.text('title', { search: 'like', required: true, max: 64 }),
    r.textarea('content', { required: true, max: 500, form: { span: 24 } }),
    r.dict('jumpType', 'jump_type', { first: true, search: 'equal', required: true, table: { width: 120 } }),
    r.text('jumpLink', {
      visibleWhen: { field: 'jumpType', notIn: ['', 0] },
      required: true,
      max: 500,
      table: { hidden: true },
      form: { span: 24 },
    }),
    r.status('status', { on: 1, off: 2, defaultValue: 1, toggle: true, table: { width: 90 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type JiguangTemplateRecord = RecordOfDefinition<typeof jiguangTemplateResource>;
