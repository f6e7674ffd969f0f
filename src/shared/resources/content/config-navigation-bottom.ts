import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { iconPairFields, iconPairTextsEn, iconPairTextsZh } from './icon-pair-fields';

const r = resource('content', 'configNavigationBottom', {
  zh: { title: '底部导航', ...iconPairTextsZh },
  en: { title: 'Bottom navigation', ...iconPairTextsEn },
});

/**
 * 底部导航 (`/app-config/bottom-nav`, spec 001 §2 "Bottom navigation"): the tabs at the foot of the app per theme
 * version, with the app menu's fields (name, both icons, link, sort 1–100, shown/hidden); `copy (id)` and
 * `update/sort` as there.
 */
export const configNavigationBottomResource = r.define({
  menu: '/app-config/bottom-nav',
  endpoint: '/blade-app/configNavigationBottom',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_config_navigation_bottom',
  ...TENANT_ENTITY,
  permission: 'app_nav_bottom',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [
    r.action('copy', {
      permission: 'app_nav_bottom_copy',
      input: { kind: 'id', param: 'id' },
      effect: { kind: 'hook' },
    }),
  ],
  fields: iconPairFields(r),
});

export type ConfigNavigationBottomRecord = RecordOfDefinition<typeof configNavigationBottomResource>;
