import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'shopMileage', {
  zh: {
    title: '门店里程',
    fields: {
      shopName: '门店名称',
      plateNumber: '车牌号',
      statDate: '统计日期',
      mileage: '行驶里程(公里)',
      orderCount: '订单数',
    },
    rules: { shopName: '请输入门店名称', plateNumber: '请输入车牌号', statDate: '请选择统计日期' },
  },
  en: {
    title: 'Store mileage',
    fields: {
      shopName: 'Store',
      plateNumber: 'Plate number',
      statDate: 'Date',
      mileage: 'Mileage (km)',
      orderCount: 'Orders',
    },
    rules: {
      shopName: 'Please enter the store',
      plateNumber: 'Please enter the plate number',
      statDate: 'Please choose the date',
    },
  },
});

/**
 * 门店里程 (`/car/shop-mileage`): the rows of `shop_mileage` at `/blade-shop/shopMileage`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const shopMileageResource = r.define({
  menu: '/car/shop-mileage',
  endpoint: '/blade-shop/shopMileage',
  table: 'shop_mileage',
  ...TENANT_ENTITY,
  permission: 'car_shop_mileage',
  fields: [
    r.text('shopName', { search: 'like', required: true, max: 255 }),
    r.text('plateNumber', { search: 'like', required: true, max: 255 }),
    r.date('statDate', { required: true }),
    r.number('mileage'),
    r.integer('orderCount'),
    r.createTime(),
  ],
});

export type ShopMileageRecord = RecordOfDefinition<typeof shopMileageResource>;
