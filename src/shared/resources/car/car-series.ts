import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'carSeries', {
  zh: {
    title: '车系管理',
    fields: {
      brandId: '所属品牌',
      name: '车系名称',
      carClass: '车型级别',
      seats: '座位数',
      status: '启用状态',
    },
    rules: { brandId: '请选择所属品牌', name: '请输入车系名称' },
  },
  en: {
    title: 'Car series',
    fields: {
      brandId: 'Brand',
      name: 'Series name',
      carClass: 'Class',
      seats: 'Seats',
      status: 'Enabled',
    },
    rules: { brandId: 'Please choose the brand', name: 'Please enter the series name' },
  },
});

/**
 * 车系管理 (`/car/series`): the rows of `shop_car_series` at `/blade-shop/carSeries`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const carSeriesResource = r.define({
  menu: '/car/series',
  endpoint: '/blade-shop/carSeries',
  table: 'shop_car_series',
  ...TENANT_ENTITY,
  permission: 'car_series',
  fields: [
    r.reference('brandId', 'carBrand', 'name', { required: true, search: 'equal' }),
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.text('carClass', { search: 'like', max: 255 }),
    r.integer('seats'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CarSeriesRecord = RecordOfDefinition<typeof carSeriesResource>;
