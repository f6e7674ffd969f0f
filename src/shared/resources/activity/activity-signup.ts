import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activitySignup', {
  zh: {
    title: '报名记录',
    fields: {
      activityId: '报名活动',
      itemId: '收费项目',
      userName: '报名人',
      phone: '联系电话',
      idCard: '身份证号',
      amount: '报名费用',
      signStatus: '报名状态',
      signInTime: '签到时间',
      cancelTime: '取消时间',
    },
    signStatus: { signedUp: '已报名', signedIn: '已签到', cancelled: '已取消' },
    rules: { activityId: '请选择报名活动', userName: '请输入报名人' },
    actions: { signIn: '签到', cancelSignUp: '取消报名' },
  },
  en: {
    title: 'Sign-ups',
    fields: {
      activityId: 'Activity',
      itemId: 'Fee item',
      userName: 'Name',
      phone: 'Phone',
      idCard: 'Citizen ID',
      amount: 'Fee',
      signStatus: 'Status',
      signInTime: 'Signed in at',
      cancelTime: 'Cancelled at',
    },
    signStatus: { signedUp: 'Signed up', signedIn: 'Signed in', cancelled: 'Cancelled' },
    rules: { activityId: 'Please choose the activity', userName: 'Please enter the name' },
    actions: { signIn: 'Sign in', cancelSignUp: 'Cancel sign-up' },
  },
});

/**
 * 报名记录 (`/activity/signup`, spec 001 §7 `project/signup`): one person's place in an activity. A sign-up is
 * accepted only while the activity's sign-up time is open and a place is left (numberLimit counts the live
 * sign-ups, signed up or signed in); `activity/signIn` (ids) only inside the sign-in window (from signInTimeLimit
 * hours before the start to the end), `activity/cancel/signUp` (id) only until applyCancelTimeLimit hours before
 * the start. Refusals say why (modules/activity/activity-signup.ts); a cancelled place is free again.
 */
export const activitySignupResource = r.define({
  menu: '/activity/signup',
  endpoint: '/blade-app/project/signup',
  table: 'project_signup',
  ...TENANT_ENTITY,
  permission: 'activity_signup',
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  actions: [
    r.action('signIn', {
      permission: 'activity_signup_signin',
      path: 'activity/signIn',
      placement: 'both',
      confirm: true,
      when: { field: 'signStatus', in: [0] },
      effect: { kind: 'hook' },
    }),
    r.action('cancelSignUp', {
      permission: 'activity_signup_cancelSignup',
      path: 'activity/cancel/signUp',
      input: { kind: 'id', param: 'id' },
      confirm: true,
      when: { field: 'signStatus', in: [0] },
      effect: { kind: 'hook' },
    }),
  ],
  fields: [
    r.reference('activityId', 'activity', 'title', { search: 'equal', required: true, readOnlyOnEdit: true }),
    r.reference('itemId', 'activityItem', 'title', { table: false }),
    r.text('userName', { search: 'like', required: true, max: 64 }),
    r.text('phone', { search: 'like', format: 'mobile' }),
    r.text('idCard', { format: 'citizenId', table: { width: 180, hidden: true } }),
    r.money('amount', { readOnly: true, table: { width: 90 } }),
    r.choice(
      'signStatus',
      [
        { value: 0, label: 'signStatus.signedUp' },
        { value: 1, label: 'signStatus.signedIn' },
        { value: 2, label: 'signStatus.cancelled' },
      ],
      { search: 'equal', readOnly: true, defaultValue: 0, form: false, table: { width: 90 } },
    ),
    r.datetime('signInTime', { readOnly: true, form: false }),
    r.datetime('cancelTime', { readOnly: true, form: false, table: { width: 170, hidden: true } }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type ActivitySignupRecord = RecordOfDefinition<typeof activitySignupResource>;
