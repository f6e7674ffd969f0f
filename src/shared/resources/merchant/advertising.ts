import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'advertising', {
  zh: {
    title: '广告管理',
    fields: {
      title: '广告标题',
      shopId: '投放商户',
      image: '广告图片',
      linkUrl: '跳转链接',
      startTime: '开始时间',
      endTime: '结束时间',
      status: '状态',
    },
    rules: { title: '请输入广告标题', image: '请上传广告图片', startTime: '请选择开始时间', endTime: '请选择结束时间' },
  },
  en: {
    title: 'Advertising',
    fields: {
      title: 'Title',
      shopId: 'Merchant',
      image: 'Image',
      linkUrl: 'Link',
      startTime: 'From',
      endTime: 'Until',
      status: 'Status',
    },
    rules: {
      title: 'Please enter the title',
      image: 'Please upload the image',
      startTime: 'Please choose the start',
      endTime: 'Please choose the end',
    },
  },
});

/**
 * Merchants' advertisements in the app (`/app-config/advertising`, `blade-shop/advertising`): shown between the
 * start and end time while enabled, in their sort order; an end before the start is refused
 * (modules/merchant/advertising.ts).
 */
export const advertisingResource = r.define({
  menu: '/app-config/advertising',
  endpoint: '/blade-shop/advertising',
  table: 'shop_advertising',
  ...TENANT_ENTITY,
  permission: 'app_advertising',
  fields: [
    r.text('title', { search: 'like', required: true, max: 100, table: { width: 200 } }),
    r.reference('shopId', 'merchantInfo', 'name', { search: 'equal', table: { width: 160 } }),
    r.image('image', { required: true, table: { width: 90 } }),
    r.text('linkUrl', { format: 'url', max: 500, table: { width: 200, hidden: true } }),
    r.datetime('startTime', { required: true, table: { width: 170 } }),
    r.datetime('endTime', { required: true, table: { width: 170 } }),
    r.sort({ table: { width: 80 } }),
    r.status('status', { search: 'equal', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type AdvertisingRecord = RecordOfDefinition<typeof advertisingResource>;
