import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'fancyCar', {
  zh: {
    title: '精品车',
    fields: {
      carId: '车辆',
      title: '推荐标题',
      cover: '封面图',
      status: '上架状态',
    },
    rules: { carId: '请选择车辆', title: '请输入推荐标题' },
  },
  en: {
    title: 'Featured cars',
    fields: {
      carId: 'Car',
      title: 'Title',
      cover: 'Cover',
      status: 'Listed',
    },
    rules: { carId: 'Please choose the car', title: 'Please enter the title' },
  },
});

/**
 * 精品车 (`/car/fancy`): the rows of `shop_fancy_car` at `/blade-shop/fancyCar`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const fancyCarResource = r.define({
  menu: '/car/fancy',
  endpoint: '/blade-shop/fancyCar',
  table: 'shop_fancy_car',
  ...TENANT_ENTITY,
  permission: 'car_fancy',
  fields: [
    r.reference('carId', 'carInfo', 'plateNumber', { required: true }),
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.image('cover'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type FancyCarRecord = RecordOfDefinition<typeof fancyCarResource>;
