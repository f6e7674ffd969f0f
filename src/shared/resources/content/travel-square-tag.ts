import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { tagFields, tagTextsEn, tagTextsZh } from './tag-fields';

const r = resource('content', 'travelSquareTag', {
  zh: { title: '广场标签', ...tagTextsZh },
  en: { title: 'Travel-square tags', ...tagTextsEn },
});

/**
 * 广场标签 (`/content/travel-square-tag`, spec 001 §2): the tags travel-square posts are filed under.
 */
export const travelSquareTagResource = r.define({
  menu: '/content/travel-square-tag',
  endpoint: '/blade-app/TravelSquareTag',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_travel_square_tag',
  ...TENANT_ENTITY,
  permission: 'content_travel_square_tag',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: tagFields(r, 16),
});

export type TravelSquareTagRecord = RecordOfDefinition<typeof travelSquareTagResource>;
