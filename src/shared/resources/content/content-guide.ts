import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { countFields, countTextsEn, countTextsZh } from './counts';
import { guideJumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'contentGuide', {
  zh: {
    title: '旅游攻略',
    fields: {
      ...jumpTextsZh.fields,
      ...countTextsZh,
      title: '攻略标题',
      tag: '攻略标签',
      cover: '封面(建议297×218)',
      isShowSwiper: '是否展示轮播',
      swiperUrls: '轮播图(建议750×900)',
    },
    rules: {
      sort: '请输入排序',
      ...jumpTextsZh.rules,
      title: '请输入攻略标题',
      tag: '请选择攻略标签',
      tagMax: '攻略标签最多选择3个',
      cover: '请上传封面',
      isShowSwiper: '请选择是否展示轮播',
    },
    jumpTypes: jumpTextsZh.jumpTypes,
  },
  en: {
    title: 'Travel guides',
    fields: {
      ...jumpTextsEn.fields,
      ...countTextsEn,
      title: 'Title',
      tag: 'Tags',
      cover: 'Cover (297×218 suggested)',
      isShowSwiper: 'Show carousel',
      swiperUrls: 'Carousel (750×900 suggested)',
    },
    rules: {
      sort: 'Please enter the sort order',
      ...jumpTextsEn.rules,
      title: 'Please enter the title',
      tag: 'Please choose the tags',
      tagMax: 'Choose at most 3 tags',
      cover: 'Please upload the cover',
      isShowSwiper: 'Please choose whether the carousel is shown',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
  },
});

/**
 * 旅游攻略 (`/content/guide`, spec 001 §3 "Travel guide", §5): a guide with at most three guide tags, a cover,
 * an H5 link (3) or rich text (5), sort 1–999999 and up to five carousel images (modules/content/guide-rules.ts
 * refuses a fourth tag).
 */
export const contentGuideResource = r.define({
  menu: '/content/guide',
  endpoint: '/blade-app/contentGuide',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_guide',
  ...TENANT_ENTITY,
  permission: 'content_guide',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.text('title', { search: 'like', required: true, max: 255, table: { width: 220 } }),
    r.reference('tag', 'contentGuideTag', 'tag', { multiple: true, required: true, table: { width: 160 } }),
    r.image('cover', { required: true, table: { width: 80 } }),
    ...guideJumpFields(r),
    r.sort({ min: 1, max: 999999, table: { width: 70 } }),
    r.flag('isShowSwiper', { required: true, defaultValue: 0, search: 'equal', table: { width: 100 } }),
    r.images('swiperUrls', { max: 5, table: false, form: { span: 24 } }),
    ...countFields(r),
    r.createTime(),
  ],
});

export type ContentGuideRecord = RecordOfDefinition<typeof contentGuideResource>;
