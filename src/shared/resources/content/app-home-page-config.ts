import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { homeEntranceFields, homeEntranceTextsEn, homeEntranceTextsZh } from './home-entrance-fields';

const r = resource('content', 'appHomePageConfig', {
  zh: { title: '首页配置', ...homeEntranceTextsZh },
  en: { title: 'Home-page config', ...homeEntranceTextsEn },
});

/**
 * 首页配置 (`/app-config/home-config`, spec 001 §2, §3 "Home entrance item", §4): a city's home page is a parent
 * row (`parentId` 0) and its entrances are its children, listed by entrance type (`parent-list`, `child-list`)
 * and reordered with `update/sort`. The product picker (`product/page`, `product/detail`) offers audited,
 * on-sale products only; the hot and travel areas come from `areas/dictData` and `travelArea/dictData` by city
 * (modules/content/home-page-config.ts). A recommended entrance (`isTop` 0) has a tag name, a long image and
 * exactly three images.
 */
export const appHomePageConfigResource = r.define({
  menu: '/app-config/home-config',
  endpoint: '/blade-app/app-home-page-config',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_home_page_config',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree' },
  permission: 'app_home_config',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: homeEntranceFields(r, 'appHomePageConfig'),
});

export type AppHomePageConfigRecord = RecordOfDefinition<typeof appHomePageConfigResource>;
