import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('content', 'travelSquare', {
  zh: {
    title: '旅行广场',
    fields: {
      title: '标题',
      content: '内容',
      images: '图片',
      tagId: '广场标签',
      productId: '关联商品',
      merchantId: '关联商户',
      likeNum: '点赞数',
      viewsNum: '浏览数',
      isShow: '是否显示',
    },
    rules: { title: '请输入标题', content: '请输入内容', tagId: '请选择广场标签' },
  },
  en: {
    title: 'Travel square',
    fields: {
      title: 'Title',
      content: 'Content',
      images: 'Images',
      tagId: 'Tag',
      productId: 'Linked product',
      merchantId: 'Linked merchant',
      likeNum: 'Likes',
      viewsNum: 'Views',
      isShow: 'Shown',
    },
    rules: { title: 'Please enter the title', content: 'Please enter the content', tagId: 'Please choose the tag' },
  },
});

/**
 * 旅行广场 (`/content/travel-square`, spec 001 §2, §7 `travelSquare`): posts of the app's travel square, filed
 * under a square tag and optionally linking a product or a merchant (picked from `allProduct` / `allMerchant`,
 * the tenant's on-sale products and enabled merchants). `update` edits a post; hiding one keeps it out of the
 * app. The spec names no fields; these are what a post shows.
 */
export const travelSquareResource = r.define({
  menu: '/content/travel-square',
  endpoint: '/blade-app/travelSquare',
  verbs: { ...STANDARD_VERBS, update: 'update' },
  table: 'app_travel_square',
  ...TENANT_ENTITY,
  permission: 'content_travel_square',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.text('title', { search: 'like', required: true, max: 255, table: { width: 220 } }),
    r.reference('tagId', 'travelSquareTag', 'tag', { required: true, search: 'equal', table: { width: 120 } }),
    r.textarea('content', { required: true, max: 2000, table: false, form: { span: 24 } }),
    r.images('images', { max: 9, table: { width: 90 } }),
    r.reference('productId', 'product', 'name', { table: false }),
    r.reference('merchantId', 'merchantInfo', 'name', { table: false }),
    r.integer('likeNum', { readOnly: true, min: 0, sortable: true, table: { width: 80 } }),
    r.integer('viewsNum', { readOnly: true, min: 0, sortable: true, table: { width: 80 } }),
    r.flag('isShow', { defaultValue: 1, search: 'equal', toggle: true, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type TravelSquareRecord = RecordOfDefinition<typeof travelSquareResource>;
