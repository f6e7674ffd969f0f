import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { categoryFields, categoryTextsEn, categoryTextsZh } from './category-fields';

const r = resource('content', 'contentCategory', {
  zh: { title: '攻略分类', ...categoryTextsZh },
  en: { title: 'Strategy categories', ...categoryTextsEn },
});

/**
 * 攻略分类 (`/content/strategy-category`, spec 001 §3 "Strategy category", §5): the categories strategy content
 * is filed under, by strategy tag (吃住行游购娱), as a lazy tree (`lazy-list`, `lazy-tree`), picked by tag with
 * `select?tag=` and reordered with `update/sort`. Sort is a whole number 1–100; the icon is optional.
 */
export const contentCategoryResource = r.define({
  menu: '/content/strategy-category',
  endpoint: '/blade-app/contentCategory',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_category',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  permission: 'content_strategy_category',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: categoryFields(r, 'contentCategory'),
});

export type ContentCategoryRecord = RecordOfDefinition<typeof contentCategoryResource>;
