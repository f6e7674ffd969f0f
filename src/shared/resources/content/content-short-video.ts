import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { countFields, countTextsEn, countTextsZh } from './counts';

const r = resource('content', 'contentShortVideo', {
  zh: {
    title: '短视频',
    fields: { ...countTextsZh, title: '视频标题', remark: '视频简介', url: '视频文件', goodsList: '关联商品' },
    rules: { sort: '请输入排序', title: '请输入视频标题', url: '请上传视频' },
  },
  en: {
    title: 'Short videos',
    fields: { ...countTextsEn, title: 'Title', remark: 'Description', url: 'Video', goodsList: 'Linked products' },
    rules: { sort: 'Please enter the sort order', title: 'Please enter the title', url: 'Please upload the video' },
  },
});

/**
 * 短视频 (`/content/short-video`, spec 001 §3 "Short video", §5): an mp4 of at most 100 MB (refused before
 * sending, with upload progress), its title, description, sort from 1 and the products it links (`goodsList`,
 * their ids).
 */
export const contentShortVideoResource = r.define({
  menu: '/content/short-video',
  endpoint: '/blade-app/contentShortVideo',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_content_short_video',
  ...TENANT_ENTITY,
  permission: 'content_short_video',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.text('title', { search: 'like', required: true, max: 255, table: { width: 220 } }),
    r.video('url', { required: true, table: { width: 100 } }),
    r.reference('goodsList', 'product', 'name', { multiple: true, table: false }),
    r.sort({ min: 1, max: 999999, table: { width: 70 } }),
    ...countFields(r),
    r.remark(),
    r.createTime(),
  ],
});

export type ContentShortVideoRecord = RecordOfDefinition<typeof contentShortVideoResource>;
