import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('content', 'contentTopic', {
  zh: {
    title: '话题管理',
    fields: { name: '话题名称', isHot: '是否推荐', countUse: '参与数', countView: '浏览数', createType: '创建方式' },
    rules: { sort: '请输入排序', name: '请输入话题名称' },
    createTypes: { system: '系统创建', user: '用户创建' },
    hot: { yes: '推荐', no: '不推荐' },
  },
  en: {
    title: 'Topics',
    fields: { name: 'Topic', isHot: 'Recommended', countUse: 'Posts', countView: 'Views', createType: 'Created by' },
    rules: { sort: 'Please enter the sort order', name: 'Please enter the topic name' },
    createTypes: { system: 'System', user: 'User' },
    hot: { yes: 'Recommended', no: 'Not recommended' },
  },
});

/**
 * 话题管理 (`/content/topic`, spec 001 §3 "Topic"): the hashtags of the travel square. `isHot` 1 recommends one;
 * topics an operator adds are system topics (`createType` 1), those the app's users start are 2; the counters
 * are the app's and read-only here.
 */
export const contentTopicResource = r.define({
  menu: '/content/topic',
  endpoint: '/blade-app/contentTopic',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_topic',
  ...TENANT_ENTITY,
  permission: 'content_topic',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 200 } }),
    r.flag('isHot', {
      onLabel: 'hot.yes',
      offLabel: 'hot.no',
      defaultValue: 0,
      search: 'equal',
      toggle: true,
      table: { width: 90 },
    }),
    r.integer('countUse', { readOnly: true, min: 0, sortable: true, table: { width: 90 } }),
    r.integer('countView', { readOnly: true, min: 0, sortable: true, table: { width: 90 } }),
    r.sort({ min: 0, max: 999999, defaultValue: 0, table: { width: 70 } }),
    r.choice(
      'createType',
      [
        { value: 1, label: 'createTypes.system' },
        { value: 2, label: 'createTypes.user' },
      ],
      { defaultValue: 1, readOnly: true, search: 'equal', table: { width: 100 } },
    ),
    r.createTime(),
  ],
});

export type ContentTopicRecord = RecordOfDefinition<typeof contentTopicResource>;
