import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activityItem', {
  zh: {
    title: '收费项目',
    fields: { activityId: '所属活动', title: '项目名称', price: '项目价格' },
    rules: {
      activityId: '请选择所属活动',
      sort: '请输入排序',
      title: '请输入项目名称',
      price: '请输入项目价格',
    },
  },
  en: {
    title: 'Fee items',
    fields: { activityId: 'Activity', title: 'Item', price: 'Price' },
    rules: {
      activityId: 'Please choose the activity',
      sort: 'Please enter the order',
      title: 'Please enter the item name',
      price: 'Please enter the price',
    },
  },
});

/**
 * The fee items of an activity charged by different fee items (spec 001 §3 `activityItems`: title, price, sort).
 * They are written with their activity (modules/activity/activity.ts, from the release form's fee items) and
 * removed one by one with `activityItems/remove`; they have no screen of their own.
 */
export const activityItemResource = r.define({
  endpoint: '/blade-app/project/activityItems',
  table: 'project_activity_items',
  ...TENANT_ENTITY,
  permission: 'activity_release',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.reference('activityId', 'activity', 'title', { search: 'equal', required: true }),
    r.text('title', { required: true, max: 64 }),
    r.money('price', {
      required: true,
      min: 0.01,
    }),
    r.sort({ min: 1 }),
    r.createTime(),
  ],
});

export type ActivityItemRecord = RecordOfDefinition<typeof activityItemResource>;
