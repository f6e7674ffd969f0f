import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('member', 'notic', {
  zh: {
    title: '会员通知',
    fields: {
      title: '通知标题',
      content: '通知内容',
      publishTime: '发布时间',
      status: '发布状态',
    },
    rules: { title: '请输入通知标题', content: '请输入通知内容' },
  },
  en: {
    title: 'Member notices',
    fields: {
      title: 'Title',
      content: 'Content',
      publishTime: 'Published',
      status: 'Published',
    },
    rules: { title: 'Please enter the title', content: 'Please enter the content' },
  },
});

/**
 * 会员通知 (`/member/notice`): the rows of `member_notice` at `/blade-member/notic`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const noticResource = r.define({
  menu: '/member/notice',
  endpoint: '/blade-member/notic',
  table: 'member_notice',
  ...TENANT_ENTITY,
  permission: 'member_notice',
  fields: [
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.richText('content', { required: true }),
    r.datetime('publishTime'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type NoticRecord = RecordOfDefinition<typeof noticResource>;
