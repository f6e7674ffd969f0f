import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('ops', 'notice', {
  zh: {
    title: '通知公告',
    fields: {
      title: '通知标题',
      category: '通知类型',
      releaseTime: '通知时间',
      content: '通知内容',
      roleIds: '接收角色',
    },
    rules: {
      title: '请输入通知标题',
      category: '请选择通知类型',
      releaseTime: '请选择通知时间',
    },
    home: { title: '通知公告', empty: '暂无通知', loading: '正在读取通知…', failed: '通知读取失败：{{message}}' },
  },
  en: {
    title: 'Notices',
    fields: {
      title: 'Title',
      category: 'Category',
      releaseTime: 'Release time',
      content: 'Content',
      roleIds: 'Target roles',
    },
    rules: {
      title: 'Please enter the title',
      category: 'Please choose the category',
      releaseTime: 'Please choose the release time',
    },
    home: {
      title: 'Notices',
      empty: 'No notices',
      loading: 'Loading notices…',
      failed: 'Notices could not be read: {{message}}',
    },
  },
});

/**
 * 通知公告 (`/desk/notice`): the rows of `blade_notice` at `/blade-desk/notice`.
 * A notice of the office desk (spec 002 §7 "Other resources in scope"; fields not shown, so ours: title, the
 * system dictionary `notice` category, release time, rich-text content, target roles). The home page shows the
 * notices released up to now whose roles include one of the reader's, or that name no role
 * (modules/ops/README.md).
 */
export const noticeResource = r.define({
  menu: '/desk/notice',
  endpoint: '/blade-desk/notice',
  table: 'blade_notice',
  ...TENANT_ENTITY,
  permission: 'desk_notice',
  fields: [
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.dict('category', 'notice', { source: 'dict', search: 'equal', required: true }),
    // Who sees it on the home page: the roles chosen, or everyone of the tenant when none is.
    r.reference('roleIds', 'role', 'roleName', { multiple: true, table: { hidden: true } }),
    r.datetime('releaseTime', { required: true }),
    r.richText('content', { table: false }),
    r.createTime(),
  ],
});

export type NoticeRecord = RecordOfDefinition<typeof noticeResource>;
