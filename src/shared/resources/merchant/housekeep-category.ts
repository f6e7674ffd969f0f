import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'housekeepCategory', {
  zh: {
    title: '家政分类',
    fields: { name: '分类名称', image: '分类图标', isEnable: '启用状态' },
    rules: { name: '请输入分类名称', nameTaken: '该分类名称已存在' },
  },
  en: {
    title: 'Housekeeping categories',
    fields: { name: 'Category', image: 'Icon', isEnable: 'Enabled' },
    rules: { name: 'Please enter the category name', nameTaken: 'A category of this name exists' },
  },
});

/**
 * Housekeeping categories (`/merchant/housekeep-category`, `blade-city/housekeepCategory`; spec 001 §3 "Another
 * category": name, image, isEnable, sort). `categoryList` answers the enabled ones in order for the service form,
 * `update/sort` reorders them; a category that still has services is not removed
 * (modules/merchant/housekeep-category.ts).
 */
export const housekeepCategoryResource = r.define({
  menu: '/merchant/housekeep-category',
  endpoint: '/blade-city/housekeepCategory',
  verbs: {
    list: 'list',
    detail: 'detail',
    submit: 'submit',
    remove: 'remove',
    removeParam: 'ids',
    sort: 'update/sort',
  },
  table: 'housekeep_category',
  ...TENANT_ENTITY,
  permission: 'housekeep_category',
  fields: [
    r.text('name', { search: 'like', required: true, max: 32, unique: 'rules.nameTaken', table: { width: 180 } }),
    r.image('image', { table: { width: 90 } }),
    r.sort({ table: { width: 80 } }),
    r.status('isEnable', { search: 'equal', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type HousekeepCategoryRecord = RecordOfDefinition<typeof housekeepCategoryResource>;
