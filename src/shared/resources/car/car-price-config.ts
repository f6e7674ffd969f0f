import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'carPriceConfig', {
  zh: {
    title: '价格配置',
    fields: {
      name: '配置名称',
      baseMileage: '日含里程(公里)',
      overMileagePrice: '超里程单价(元/公里)',
      overtimePrice: '超时单价(元/小时)',
      deposit: '押金',
      status: '启用状态',
    },
    rules: { name: '请输入配置名称' },
  },
  en: {
    title: 'Price settings',
    fields: {
      name: 'Name',
      baseMileage: 'Daily km included',
      overMileagePrice: 'Extra km price',
      overtimePrice: 'Overtime price',
      deposit: 'Deposit',
      status: 'Enabled',
    },
    rules: { name: 'Please enter the name' },
  },
});

/**
 * 价格配置 (`/car/price-config`): the rows of `car_price_config` at `/blade-carPriceConfig/carPriceConfig`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const carPriceConfigResource = r.define({
  menu: '/car/price-config',
  endpoint: '/blade-carPriceConfig/carPriceConfig',
  table: 'car_price_config',
  ...TENANT_ENTITY,
  permission: 'car_price_config',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.integer('baseMileage'),
    r.money('overMileagePrice', { unit: 'cent' }),
    r.money('overtimePrice', { unit: 'cent' }),
    r.money('deposit', { unit: 'cent' }),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CarPriceConfigRecord = RecordOfDefinition<typeof carPriceConfigResource>;
