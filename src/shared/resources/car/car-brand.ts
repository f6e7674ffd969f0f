import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'carBrand', {
  zh: {
    title: '车辆品牌',
    fields: {
      name: '品牌名称',
      initial: '首字母',
      logo: '品牌标志',
      status: '启用状态',
    },
    rules: { name: '请输入品牌名称' },
  },
  en: {
    title: 'Car brands',
    fields: {
      name: 'Brand name',
      initial: 'Initial',
      logo: 'Logo',
      status: 'Enabled',
    },
    rules: { name: 'Please enter the brand name' },
  },
});

/**
 * 车辆品牌 (`/car/brand`): the rows of `shop_car_brand` at `/blade-shop/carBrand`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const carBrandResource = r.define({
  menu: '/car/brand',
  endpoint: '/blade-shop/carBrand',
  table: 'shop_car_brand',
  ...TENANT_ENTITY,
  permission: 'car_brand',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.text('initial', { search: 'like', max: 255 }),
    r.image('logo'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CarBrandRecord = RecordOfDefinition<typeof carBrandResource>;
