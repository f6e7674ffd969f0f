import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activityCategory', {
  zh: {
    title: '活动分类',
    fields: { name: '分类名称', isShow: '是否显示', activityNumber: '活动数量' },
    rules: { name: '请输入分类名称', nameLength: '分类名称最多4个汉字', isShow: '请选择是否显示' },
    actions: { updateShow: '显示/隐藏' },
  },
  en: {
    title: 'Activity categories',
    fields: { name: 'Category', isShow: 'Shown', activityNumber: 'Activities' },
    rules: {
      name: 'Please enter the category name',
      nameLength: 'A category name has at most 4 Chinese characters',
      isShow: 'Please choose whether it is shown',
    },
    actions: { updateShow: 'Show/hide' },
  },
});

/**
 * 活动分类 (`/activity/category`, spec 001 §3 "Activity category"): a name of at most four Chinese characters, a
 * show switch (default shown), a sort (1–100, drag to sort) and the read-only number of live activities in it
 * (modules/activity/activity-category.ts counts them). `GET select` offers the shown categories to the release form.
 */
export const activityCategoryResource = r.define({
  menu: '/activity/category',
  endpoint: '/blade-app/project/category',
  verbs: {
    list: 'list',
    detail: 'detail',
    submit: 'submit',
    remove: 'remove',
    removeParam: 'ids',
    sort: 'update/sort',
  },
  table: 'project_category',
  ...TENANT_ENTITY,
  permission: 'activity_category',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [r.toggle('updateShow', 'isShow', { permission: 'activity_category_edit' })],
  fields: [
    r.text('name', {
      search: 'like',
      required: true,
      rules: [{ kind: 'pattern', pattern: '^[\\u4e00-\\u9fa5]{1,4}$', message: 'rules.nameLength' }],
    }),
    r.flag('isShow', { search: 'equal', required: true, defaultValue: 1, toggle: 'updateShow' }),
    r.integer('sort', { min: 1, max: 100, sortable: true }),
    r.integer('activityNumber', { virtual: true, readOnly: true, form: false }),
    r.remark(),
    r.createTime(),
  ],
});

export type ActivityCategoryRecord = RecordOfDefinition<typeof activityCategoryResource>;
