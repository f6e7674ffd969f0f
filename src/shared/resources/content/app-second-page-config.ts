import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { homeEntranceFields, homeEntranceTextsEn, homeEntranceTextsZh } from './home-entrance-fields';

const r = resource('content', 'appSecondPageConfig', {
  zh: { title: '首页配置项', ...homeEntranceTextsZh },
  en: { title: 'Home-page items', ...homeEntranceTextsEn },
});

/**
 * 首页配置项 (`/app-config/home-item`, spec 001 §2 "Home-page config items", §7 `app-second-page-config`): the
 * second-level pages' entrances, kept as the home page's are (a parent row per city and page, its entrances as
 * children) with the same calls less the area dictionaries.
 */
export const appSecondPageConfigResource = r.define({
  menu: '/app-config/home-item',
  endpoint: '/blade-app/app-second-page-config',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_second_page_config',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree' },
  permission: 'app_home_item',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: homeEntranceFields(r, 'appSecondPageConfig'),
});

export type AppSecondPageConfigRecord = RecordOfDefinition<typeof appSecondPageConfigResource>;
