import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('content', 'contentLabel', {
  zh: {
    title: '标签库',
    fields: {
      labelName: '标签名称',
      labelIcon: '标签图标',
      labelCategory: '标签分类',
      sortOrder: '排序',
      status: '状态',
    },
    rules: { labelName: '请输入标签名称', labelIcon: '请上传标签图标', labelCategory: '请选择标签分类' },
    states: { on: '启用', off: '停用' },
  },
  en: {
    title: 'Label library',
    fields: { labelName: 'Label', labelIcon: 'Icon', labelCategory: 'Category', sortOrder: 'Sort', status: 'Status' },
    rules: {
      labelName: 'Please enter the label name',
      labelIcon: 'Please upload the label icon',
      labelCategory: 'Please choose the label category',
    },
    states: { on: 'Enabled', off: 'Disabled' },
  },
});

/**
 * 标签库 (`/content/label`, spec 001 §3 "Label", §5): the labels (name, icon, category from dict
 * `label_category`) that content and merchants are tagged with; name, icon and category are required. The
 * contract names no calls: `/blade-app/label` list, detail, submit, remove. A disabled label (`status` 0) stays
 * on what already carries it but is no longer offered; `sortOrder` (0 first) orders the list.
 */
export const contentLabelResource = r.define({
  menu: '/content/label',
  endpoint: '/blade-app/label',
  table: 'app_content_label',
  ...TENANT_ENTITY,
  permission: 'content_label',
  defaultSort: [{ field: 'sortOrder', order: 'asc' }],
  fields: [
    r.text('labelName', { search: 'like', required: true, max: 32, table: { width: 160 } }),
    r.image('labelIcon', { required: true, table: { width: 90 } }),
    r.dict('labelCategory', 'label_category', { search: 'equal', required: true, table: { width: 120 } }),
    r.integer('sortOrder', { min: 0, max: 999999, defaultValue: 0, sortable: true, table: { width: 80 } }),
    r.flag('status', {
      onLabel: 'states.on',
      offLabel: 'states.off',
      defaultValue: 1,
      search: 'equal',
      toggle: true,
      table: { width: 90 },
    }),
    r.createTime(),
  ],
});

export type ContentLabelRecord = RecordOfDefinition<typeof contentLabelResource>;
