import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('content', 'userFeedback', {
  zh: {
    title: '用户反馈',
    fields: {
      feedbackType: '反馈类型',
      feedbackText: '反馈内容',
      contactInfo: '联系方式',
      attachedImageUrls: '反馈图片',
      followCount: '跟进次数',
    },
    rules: { feedbackType: '请选择反馈类型', feedbackText: '请输入反馈内容' },
    actions: { follow: '跟进' },
  },
  en: {
    title: 'User feedback',
    fields: {
      feedbackType: 'Type',
      feedbackText: 'Feedback',
      contactInfo: 'Contact',
      attachedImageUrls: 'Images',
      followCount: 'Follow-ups',
    },
    rules: { feedbackType: 'Please choose the type', feedbackText: 'Please enter the feedback' },
    actions: { follow: 'Follow up' },
  },
});

/**
 * 用户反馈 (`/content/feedback`, spec 001 §3 "Feedback", §7 `userFeedback` sorted by create time descending):
 * what the app's users report, with their images. Operators read it and follow it up (`userFeedbackItems`, the
 * thread); they neither write nor edit feedback, so the screen is read-only beside delete and the follow-up.
 */
export const userFeedbackResource = r.define({
  menu: '/content/feedback',
  endpoint: '/blade-trip-plan/userFeedback',
  table: 'trip_user_feedback',
  ...TENANT_ENTITY,
  permission: 'content_feedback',
  readOnly: true,
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.dict('feedbackType', 'user_feedback_type', { required: true, search: 'equal', table: { width: 110 } }),
    r.textarea('feedbackText', {
      required: true,
      search: 'like',
      max: 2000,
      table: { width: 320 },
      form: { span: 24 },
    }),
    r.text('contactInfo', { search: 'like', max: 64, table: { width: 140 } }),
    r.images('attachedImageUrls', { max: 9, table: { width: 120 }, form: { span: 24 } }),
    r.text('followCount', { readOnly: true, virtual: true, table: { width: 90 }, form: false }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type UserFeedbackRecord = RecordOfDefinition<typeof userFeedbackResource>;
