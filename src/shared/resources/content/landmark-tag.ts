import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { tagFields, tagTextsEn, tagTextsZh } from './tag-fields';

const r = resource('content', 'landmarkTag', {
  zh: { title: '地标标签', ...tagTextsZh },
  en: { title: 'Landmark tags', ...tagTextsEn },
});

/**
 * 地标标签 (`/content/landmark-tag`, spec 001 §3, §5): the tags landmark guides are chosen by; a tag name is at
 * most two characters (两个汉字). `taglist` answers the shown tags for the landmark form, `update/sort` reorders.
 */
export const landmarkTagResource = r.define({
  menu: '/content/landmark-tag',
  endpoint: '/blade-city/LandmarkTag',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'city_landmark_tag',
  ...TENANT_ENTITY,
  permission: 'content_landmark_tag',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: tagFields(r, 2),
});

export type LandmarkTagRecord = RecordOfDefinition<typeof landmarkTagResource>;
