import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'merchantStore', {
  zh: {
    title: '门店管理',
    listTitle: '门店列表',
    fields: {
      merchantId: '所属商户',
      name: '门店名称',
      businessStratTime: '营业开始',
      businessEndTime: '营业结束',
      longitude: '经度',
      latitude: '纬度',
      address: '门店地址',
      principal: '负责人',
      contactInfo: '联系方式',
      image: '门店图片',
      info: '门店介绍',
    },
    rules: {
      merchantId: '请选择所属商户',
      name: '请输入门店名称',
      time: '请按“时：分”填写，如 09:00',
    },
  },
  en: {
    title: 'Store management',
    listTitle: 'Stores',
    fields: {
      merchantId: 'Merchant',
      name: 'Store',
      businessStratTime: 'Opens',
      businessEndTime: 'Closes',
      longitude: 'Longitude',
      latitude: 'Latitude',
      address: 'Address',
      principal: 'Person in charge',
      contactInfo: 'Contact',
      image: 'Photo',
      info: 'About',
    },
    rules: {
      merchantId: 'Please choose the merchant',
      name: 'Please enter the store name',
      time: 'Use hours:minutes, e.g. 09:00',
    },
  },
});

const clock = { kind: 'pattern', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', message: 'rules.time' } as const;

/**
 * A merchant's stores (spec 001 §3 "Store", `merchantStore`). Store management (`/merchant/store-manage`) adds and
 * edits them; the store list (`/merchant/store`, read-only as spec 001 §6 says) shows the same rows with their map
 * position (longitude and latitude, Dali lies near 100.2, 25.6). Opening hours are `HH:mm`; a store closing before
 * it opens is refused (modules/merchant/merchant-store.ts).
 */
export const merchantStoreResource = r.define({
  menu: '/merchant/store-manage',
  views: [{ menu: '/merchant/store', permission: 'merchant_store', title: r.key('listTitle'), readOnly: true }],
  endpoint: '/blade-merchant-product/merchantStore',
  table: 'merchant_store',
  ...TENANT_ENTITY,
  permission: 'merchant_store_manage',
  export: true,
  fields: [
    r.reference('merchantId', 'merchantInfo', 'name', { required: true, search: 'equal', table: { width: 160 } }),
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.text('businessStratTime', { max: 5, rules: [clock], table: { width: 90 } }),
    r.text('businessEndTime', { max: 5, rules: [clock], table: { width: 90 } }),
    r.number('longitude', { min: -180, max: 180, precision: 6, table: { width: 110 } }),
    r.number('latitude', { min: -90, max: 90, precision: 6, table: { width: 110 } }),
    r.text('address', { search: 'like', max: 255, table: { width: 200 } }),
    r.text('principal', { max: 64, table: { width: 100 } }),
    r.text('contactInfo', { max: 32, table: { width: 130 } }),
    r.image('image', { table: false }),
    r.textarea('info', { max: 1000, table: false, form: { span: 24 } }),
    r.createTime(),
  ],
});

export type MerchantStoreRecord = RecordOfDefinition<typeof merchantStoreResource>;
