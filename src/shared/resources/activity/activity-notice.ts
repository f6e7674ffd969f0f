import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activityNotice', {
  zh: {
    title: '公告配置',
    fields: { type: '公告类型', content: '公告内容', time: '展示时长(秒)', status: '公告状态' },
    type: { popup: '弹窗公告', scroll: '滚动公告' },
    rules: { type: '请选择公告类型', content: '请输入公告内容', time: '请输入展示时长', status: '请选择公告状态' },
  },
  en: {
    title: 'Notice settings',
    fields: { type: 'Type', content: 'Content', time: 'Shown for (seconds)', status: 'Status' },
    type: { popup: 'Pop-up', scroll: 'Scrolling' },
    rules: {
      type: 'Please choose the type',
      content: 'Please enter the content',
      time: 'Please enter how long it shows',
      status: 'Please choose the status',
    },
  },
});

/**
 * 公告配置 (`/activity/notice`, spec 001 §3 "Notice": type, rich content, duration in seconds, status; all required
 * by §5). The contract's only call is `POST frontend/submit/notice` (the save); the list, detail and remove this
 * screen needs sit beside it under `frontend/notice/*`. The app shows the enabled notices.
 */
export const activityNoticeResource = r.define({
  menu: '/activity/notice',
  endpoint: '/blade-app/project/frontend',
  verbs: {
    list: 'notice/list',
    detail: 'notice/detail',
    submit: 'submit/notice',
    remove: 'notice/remove',
    removeParam: 'ids',
  },
  table: 'project_notice',
  ...TENANT_ENTITY,
  permission: 'activity_notice',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.choice(
      'type',
      [
        { value: 1, label: 'type.popup' },
        { value: 2, label: 'type.scroll' },
      ],
      { search: 'equal', required: true },
    ),
    r.richText('content', { required: true, table: false, form: { span: 24 } }),
    r.integer('time', { required: true, min: 1, max: 86400 }),
    r.status('status', { search: 'equal', required: true, defaultValue: 1 }),
    r.remark(),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type ActivityNoticeRecord = RecordOfDefinition<typeof activityNoticeResource>;
