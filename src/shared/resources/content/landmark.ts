import { COVER_CROP } from './cover-crop';
import { DALI_BOUNDS } from '../../geo/dali-map';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { countFields, countTextsEn, countTextsZh } from './counts';
import { guideJumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'landmark', {
  zh: {
    title: '地标导览',
    fields: {
      ...jumpTextsZh.fields,
      ...countTextsZh,
      name: '地标名称',
      tag: '地标标签',
      cover: '封面',
      location: '地图位置',
    },
    rules: {
      sort: '请输入排序',
      ...jumpTextsZh.rules,
      name: '请输入地标名称',
      tag: '请选择地标标签',
      cover: '请上传封面',
    },
    jumpTypes: jumpTextsZh.jumpTypes,
  },
  en: {
    title: 'Landmark guides',
    fields: {
      ...jumpTextsEn.fields,
      ...countTextsEn,
      name: 'Landmark',
      tag: 'Tags',
      cover: 'Cover',
      location: 'Map point',
    },
    rules: {
      sort: 'Please enter the sort order',
      ...jumpTextsEn.rules,
      name: 'Please enter the landmark name',
      tag: 'Please choose the tags',
      cover: 'Please upload the cover',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
  },
});

/**
 * 地标导览 (`/content/landmark`, spec 001 §3 "Landmark guide", §5): a landmark's page in the app: its tags (landmark
 * tags, several), cover, map point, and either an H5 link (type 3, required) or rich text (type 5). Sort from 1;
 * the counters are optional whole numbers from 0.
 */
export const landmarkResource = r.define({
  menu: '/content/landmark',
  endpoint: '/blade-city/Landmark',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'city_landmark',
  ...TENANT_ENTITY,
  permission: 'content_landmark',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.text('name', { search: 'like', required: true, max: 255, table: { width: 180 } }),
    r.reference('tag', 'landmarkTag', 'tag', { multiple: true, required: true, table: { width: 160 } }),
    r.image('cover', { crop: COVER_CROP, required: true, table: { width: 80 } }),
    ...guideJumpFields(r),
    r.mapPoint('location', { bounds: DALI_BOUNDS, table: false }),
    r.sort({ min: 1, max: 999999, table: { width: 70 } }),
    ...countFields(r),
    r.createTime(),
  ],
});

export type LandmarkRecord = RecordOfDefinition<typeof landmarkResource>;
