import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('content', 'userFeedbackItems', {
  zh: {
    title: '反馈跟进',
    fields: { userFeedbackId: '所属反馈', follower: '跟进人', followupContent: '跟进内容' },
    rules: { userFeedbackId: '请选择所属反馈', followupContent: '请输入跟进内容' },
  },
  en: {
    title: 'Feedback follow-ups',
    fields: { userFeedbackId: 'Feedback', follower: 'Followed up by', followupContent: 'Follow-up' },
    rules: { userFeedbackId: 'Please choose the feedback', followupContent: 'Please enter the follow-up' },
  },
});

/**
 * The follow-up thread of a feedback (spec 001 §3 "Follow-up", §7 `userFeedbackItems`): who followed up (the
 * signed-in operator's name, set by the server), what, and when; oldest first, as a thread reads. Its own screen
 * (`/content/feedback-followup`, 反馈跟进) lists every follow-up, searchable by feedback.
 */
export const userFeedbackItemsResource = r.define({
  menu: '/content/feedback-followup',
  endpoint: '/blade-trip-plan/userFeedbackItems',
  table: 'trip_user_feedback_items',
  ...TENANT_ENTITY,
  permission: 'content_feedback_item',
  defaultSort: [{ field: 'createTime', order: 'asc' }],
  fields: [
    r.reference('userFeedbackId', 'userFeedback', 'feedbackText', { required: true, search: 'equal', table: false }),
    r.text('follower', { readOnly: true, max: 64, table: { width: 120 } }),
    r.textarea('followupContent', { required: true, max: 1000, table: { width: 320 }, form: { span: 24 } }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type UserFeedbackItemsRecord = RecordOfDefinition<typeof userFeedbackItemsResource>;
