import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('canteen', 'canteenInfo', {
  zh: {
    title: '食堂信息',
    fields: {
      name: '食堂名称',
      address: '地址',
      manager: '负责人',
      phone: '联系电话',
      seats: '座位数',
      status: '营业状态',
    },
    rules: { name: '请输入食堂名称' },
  },
  en: {
    title: 'Canteens',
    fields: {
      name: 'Canteen',
      address: 'Address',
      manager: 'Manager',
      phone: 'Phone',
      seats: 'Seats',
      status: 'Open',
    },
    rules: { name: 'Please enter the canteen' },
  },
});

/**
 * 食堂信息 (`/canteen/info`): the rows of `canteen_info` at `/blade-order/canteenInfo`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const canteenInfoResource = r.define({
  menu: '/canteen/info',
  endpoint: '/blade-order/canteenInfo',
  table: 'canteen_info',
  ...TENANT_ENTITY,
  permission: 'canteen_info',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.text('address', { search: 'like', max: 255 }),
    r.text('manager', { search: 'like', max: 255 }),
    r.text('phone', { search: 'like', max: 255 }),
    r.integer('seats'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CanteenInfoRecord = RecordOfDefinition<typeof canteenInfoResource>;
