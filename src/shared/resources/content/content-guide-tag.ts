import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { tagFields, tagTextsEn, tagTextsZh } from './tag-fields';

const r = resource('content', 'contentGuideTag', {
  zh: { title: '攻略标签', ...tagTextsZh },
  en: { title: 'Guide tags', ...tagTextsEn },
});

/**
 * 攻略标签 (`/content/guide-tag`, spec 001 §3 "Travel guide"): the tags a travel guide carries (at most three
 * per guide). `select` answers the shown tags for the guide form, `update/sort` reorders.
 */
export const contentGuideTagResource = r.define({
  menu: '/content/guide-tag',
  endpoint: '/blade-app/contentGuideTag',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_guide_tag',
  ...TENANT_ENTITY,
  permission: 'content_guide_tag',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: tagFields(r, 16),
});

export type ContentGuideTagRecord = RecordOfDefinition<typeof contentGuideTagResource>;
