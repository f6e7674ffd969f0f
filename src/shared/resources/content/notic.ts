import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('content', 'notic', {
  zh: {
    title: '公告配置',
    fields: { type: '公告类型', content: '公告内容', duration: '展示时长(秒)', status: '显示状态' },
    rules: { type: '请选择公告类型', content: '请输入公告内容', duration: '请输入展示时长', status: '请选择显示状态' },
    types: { scroll: '滚动公告', popup: '弹窗公告' },
    shown: { on: '显示', off: '隐藏' },
  },
  en: {
    title: 'Notices',
    fields: { type: 'Type', content: 'Content', duration: 'Duration (s)', status: 'Shown' },
    rules: {
      type: 'Please choose the type',
      content: 'Please enter the content',
      duration: 'Please enter the duration',
      status: 'Please choose whether it is shown',
    },
    types: { scroll: 'Scrolling', popup: 'Pop-up' },
    shown: { on: 'Shown', off: 'Hidden' },
  },
});

/**
 * 公告配置 (`/app-config/notice`, spec 001 §5 "Notice", §7 `blade-member/notic`): the notices of the app's member
 * page; type, content, duration and status are required (§5).
 */
export const noticResource = r.define({
  menu: '/app-config/notice',
  endpoint: '/blade-member/notic',
  table: 'member_notic',
  ...TENANT_ENTITY,
  permission: 'app_notice',
  fields: [
    r.choice(
      'type',
      [
        { value: 1, label: 'types.scroll' },
        { value: 2, label: 'types.popup' },
      ],
      { required: true, search: 'equal', table: { width: 100 } },
    ),
    r.textarea('content', { required: true, search: 'like', max: 500, table: { width: 320 }, form: { span: 24 } }),
    r.integer('duration', { required: true, min: 1, max: 3600, defaultValue: 5, table: { width: 110 } }),
    r.flag('status', {
      onLabel: 'shown.on',
      offLabel: 'shown.off',
      required: true,
      defaultValue: 1,
      search: 'equal',
      toggle: true,
      table: { width: 90 },
    }),
    r.createTime(),
  ],
});

export type NoticRecord = RecordOfDefinition<typeof noticResource>;
