import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activityOrder', {
  zh: {
    title: '活动订单',
    fields: {
      orderNo: '订单编号',
      activityId: '活动',
      signupId: '报名记录',
      userName: '报名人',
      phone: '联系电话',
      orderMoney: '订单金额',
      payStatus: '订单状态',
      payTime: '支付时间',
      refundTime: '退款时间',
    },
    payStatus: { paid: '已支付', refunded: '已退款' },
    actions: { refund: '退款' },
  },
  en: {
    title: 'Activity orders',
    fields: {
      orderNo: 'Order no.',
      activityId: 'Activity',
      signupId: 'Sign-up',
      userName: 'Name',
      phone: 'Phone',
      orderMoney: 'Amount',
      payStatus: 'Status',
      payTime: 'Paid at',
      refundTime: 'Refunded at',
    },
    payStatus: { paid: 'Paid', refunded: 'Refunded' },
    actions: { refund: 'Refund' },
  },
});

/**
 * 活动订单 (`/activity/order`, spec 001 §7 `project/order`: `GET list`, `POST refund (id)`): the payment of a paid
 * sign-up, created by the app. `refund` moves a paid order to refunded (stamped, kept in its history) and, in
 * the same transaction, cancels its sign-up so the place is free again (modules/activity/activity-order.ts).
 */
export const activityOrderResource = r.define({
  menu: '/activity/order',
  endpoint: '/blade-app/project/order',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: null, removeParam: 'ids' },
  table: 'project_order',
  ...TENANT_ENTITY,
  permission: 'activity_order',
  readOnly: true,
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  actions: [
    r.transition('refund', {
      permission: 'activity_order_refund',
      inputKind: { kind: 'id', param: 'id' },
      field: 'payStatus',
      from: [1],
      to: 2,
      stamp: { refundTime: 'now' },
    }),
  ],
  fields: [
    r.text('orderNo', { search: 'like', readOnly: true, table: { width: 200 } }),
    r.reference('activityId', 'activity', 'title', { search: 'equal', readOnly: true }),
    r.reference('signupId', 'activitySignup', 'userName', { readOnly: true, table: false }),
    r.text('userName', { search: 'like', readOnly: true }),
    r.text('phone', { search: 'like', readOnly: true }),
    r.money('orderMoney', { readOnly: true, table: { width: 100 } }),
    r.choice(
      'payStatus',
      [
        { value: 1, label: 'payStatus.paid' },
        { value: 2, label: 'payStatus.refunded' },
      ],
      { search: 'equal', readOnly: true, table: { width: 90 } },
    ),
    r.datetime('payTime', { readOnly: true }),
    r.datetime('refundTime', { readOnly: true }),
    r.createTime(),
  ],
});

export type ActivityOrderRecord = RecordOfDefinition<typeof activityOrderResource>;
