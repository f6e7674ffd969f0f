import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { jumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'mbeCarousel', {
  zh: {
    title: '会员页轮播',
    fields: { ...jumpTextsZh.fields, name: '名称', imageUrl: '轮播图片(建议750×586)', status: '显示状态' },
    rules: { sort: '请输入排序', ...jumpTextsZh.rules, name: '请输入名称', imageUrl: '请上传轮播图片' },
    jumpTypes: jumpTextsZh.jumpTypes,
    shown: { on: '显示', off: '隐藏' },
  },
  en: {
    title: 'Member-page carousel',
    fields: { ...jumpTextsEn.fields, name: 'Name', imageUrl: 'Slide (750×586 suggested)', status: 'Shown' },
    rules: {
      sort: 'Please enter the sort order',
      ...jumpTextsEn.rules,
      name: 'Please enter the name',
      imageUrl: 'Please upload the slide',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
    shown: { on: 'Shown', off: 'Hidden' },
  },
});

/**
 * 会员页轮播 (`/app-config/member-carousel`, spec 001 §7 `blade-member/mbeCarousel`): the slides of the app's
 * member page, with the jump of §4 and sort 1–100.
 */
export const mbeCarouselResource = r.define({
  menu: '/app-config/member-carousel',
  endpoint: '/blade-member/mbeCarousel',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'member_carousel',
  ...TENANT_ENTITY,
  permission: 'app_member_carousel',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 160 } }),
    r.image('imageUrl', { required: true, table: { width: 90 } }),
    ...jumpFields(r),
    r.sort({ min: 1, max: 100, table: { width: 70 } }),
    r.flag('status', {
      onLabel: 'shown.on',
      offLabel: 'shown.off',
      defaultValue: 1,
      search: 'equal',
      toggle: true,
      table: { width: 90 },
    }),
    r.createTime(),
  ],
});

export type MbeCarouselRecord = RecordOfDefinition<typeof mbeCarouselResource>;
