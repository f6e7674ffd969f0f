import { COVER_CROP } from './cover-crop';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { countFields, countTextsEn, countTextsZh } from './counts';
import { guideJumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'travelPlans', {
  zh: {
    title: '行程规划',
    fields: {
      ...jumpTextsZh.fields,
      ...countTextsZh,
      title: '行程标题',
      planName: '行程名称',
      tag: '偏好标签',
      planRegion: '行程区域',
      cover: '封面',
      isShowSwiper: '是否展示轮播',
      swiperUrls: '轮播图',
    },
    rules: {
      sort: '请输入排序',
      ...jumpTextsZh.rules,
      title: '请输入行程标题',
      planName: '请输入行程名称',
      tag: '请选择偏好标签',
      tagMax: '偏好标签最多选择3个',
      planRegion: '请选择行程区域',
      cover: '请上传封面',
    },
    jumpTypes: jumpTextsZh.jumpTypes,
  },
  en: {
    title: 'Itineraries',
    fields: {
      ...jumpTextsEn.fields,
      ...countTextsEn,
      title: 'Title',
      planName: 'Plan name',
      tag: 'Preference tags',
      planRegion: 'Region',
      cover: 'Cover',
      isShowSwiper: 'Show carousel',
      swiperUrls: 'Carousel',
    },
    rules: {
      sort: 'Please enter the sort order',
      ...jumpTextsEn.rules,
      title: 'Please enter the title',
      planName: 'Please enter the plan name',
      tag: 'Please choose the preference tags',
      tagMax: 'Choose at most 3 tags',
      planRegion: 'Please choose the region',
      cover: 'Please upload the cover',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
  },
});

/**
 * 行程规划 (`/content/travel-plan`, spec 001 §3 "Itinerary", §5; spec 002 "Travel plans"): an itinerary with at
 * most three preference tags, a region, a cover, an H5 link (3) or rich text (5), sort 1–999999; its days and
 * spots are `TravelPlansItems` rows, answered together by `list_items?travelPlansId=`. Lists are newest first
 * (`descs=create_time`).
 */
export const travelPlansResource = r.define({
  menu: '/content/travel-plan',
  endpoint: '/blade-trip-plan/travelPlans',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'trip_travel_plans',
  ...TENANT_ENTITY,
  permission: 'content_travel_plan',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.text('title', { search: 'like', required: true, max: 255, table: { width: 200 } }),
    r.text('planName', { search: 'like', required: true, max: 255, table: { width: 160 } }),
    r.reference('tag', 'preferenceTagConfig', 'tag', { multiple: true, required: true, table: { width: 160 } }),
    r.region('planRegion', { required: true, search: 'equal', table: { width: 110 } }),
    r.image('cover', { crop: COVER_CROP, required: true, table: { width: 80 } }),
    ...guideJumpFields(r),
    r.sort({ min: 1, max: 999999, table: { width: 70 } }),
    r.flag('isShowSwiper', { defaultValue: 0, table: { width: 100, hidden: true } }),
    r.images('swiperUrls', { max: 5, table: false, form: { span: 24 } }),
    ...countFields(r),
    r.createTime(),
  ],
});

export type TravelPlansRecord = RecordOfDefinition<typeof travelPlansResource>;
