import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { tagFields, tagTextsEn, tagTextsZh } from './tag-fields';

const r = resource('content', 'preferenceTagConfig', {
  zh: { title: '偏好标签', ...tagTextsZh },
  en: { title: 'Preference tags', ...tagTextsEn },
});

/**
 * 偏好标签 (`/content/preference-tag`, spec 001 §3 "Preference tag", §7 `preferenceTagConfig`): the travel
 * preferences a visitor picks before the app plans an itinerary. Lists sort by `sort_order` ascending
 * (`ascs=sort_order`, the column of `sort`); `list_all` answers every shown tag for the pickers.
 */
export const preferenceTagConfigResource = r.define({
  menu: '/content/preference-tag',
  endpoint: '/blade-trip-plan/preferenceTagConfig',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'trip_preference_tag_config',
  ...TENANT_ENTITY,
  permission: 'content_preference_tag',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: tagFields(r, 16, 'sort_order'),
});

export type PreferenceTagConfigRecord = RecordOfDefinition<typeof preferenceTagConfigResource>;
