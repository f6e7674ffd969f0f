import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activityCoupon', {
  zh: {
    title: '活动赠券',
    fields: { activityId: '活动', couponName: '券名称', amount: '面额', total: '发放数量' },
    rules: { activityId: '请选择活动', couponName: '请输入券名称', amount: '请输入面额', total: '请输入发放数量' },
  },
  en: {
    title: 'Activity coupons',
    fields: { activityId: 'Activity', couponName: 'Coupon', amount: 'Face value', total: 'Quantity' },
    rules: {
      activityId: 'Please choose the activity',
      couponName: 'Please enter the coupon name',
      amount: 'Please enter the face value',
      total: 'Please enter the quantity',
    },
  },
});

/**
 * A coupon handed to each person who signs up for an activity (spec 001 §7 `POST frontend/submit/coupon`, body;
 * fields not shown, so: activity, name, face value, quantity). Saved with `submit/coupon`; read beside it.
 */
export const activityCouponResource = r.define({
  endpoint: '/blade-app/project/frontend',
  verbs: {
    list: 'coupon/list',
    detail: 'coupon/detail',
    submit: 'submit/coupon',
    remove: 'coupon/remove',
    removeParam: 'ids',
  },
  table: 'project_coupon',
  ...TENANT_ENTITY,
  permission: 'activity_release',
  fields: [
    r.reference('activityId', 'activity', 'title', { search: 'equal', required: true }),
    r.text('couponName', { required: true, max: 64 }),
    r.money('amount', { required: true, min: 0.01 }),
    r.integer('total', { required: true, min: 1, max: 100000 }),
    r.createTime(),
  ],
});

export type ActivityCouponRecord = RecordOfDefinition<typeof activityCouponResource>;
