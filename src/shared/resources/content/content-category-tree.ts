import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { categoryFields, categoryTextsEn, categoryTextsZh } from './category-fields';

const r = resource('content', 'contentCategoryTree', {
  zh: { title: '内容分类', ...categoryTextsZh },
  en: { title: 'Content categories', ...categoryTextsEn },
});

/**
 * 内容分类 (`/content/category`, spec 001 §2 "content categories", §7 `contentCategoryTree`): the category tree
 * guides and other content are filed under, with the strategy categories' fields and calls (lazy tree, select by
 * tag, sort update).
 */
export const contentCategoryTreeResource = r.define({
  menu: '/content/category',
  endpoint: '/blade-app/contentCategoryTree',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_category_tree',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  permission: 'content_category',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: categoryFields(r, 'contentCategoryTree'),
});

export type ContentCategoryTreeRecord = RecordOfDefinition<typeof contentCategoryTreeResource>;
