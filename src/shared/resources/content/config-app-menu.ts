import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { iconPairFields, iconPairTextsEn, iconPairTextsZh } from './icon-pair-fields';

const r = resource('content', 'configAppMenu', {
  zh: { title: '应用菜单', ...iconPairTextsZh },
  en: { title: 'App menu', ...iconPairTextsEn },
});

/**
 * 应用菜单 (`/app-config/app-menu`, spec 001 §3 "App menu", §5 "Menu"): the app's menu entries per theme version,
 * each with a selected (56×56) and an unselected (84×84) icon. `copy (id)` duplicates one (hidden), `update/sort`
 * reorders them.
 */
export const configAppMenuResource = r.define({
  menu: '/app-config/app-menu',
  endpoint: '/blade-app/configAppMenu',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_config_menu',
  ...TENANT_ENTITY,
  permission: 'app_menu',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [
    r.action('copy', { permission: 'app_menu_copy', input: { kind: 'id', param: 'id' }, effect: { kind: 'hook' } }),
  ],
  fields: iconPairFields(r),
});

export type ConfigAppMenuRecord = RecordOfDefinition<typeof configAppMenuResource>;
