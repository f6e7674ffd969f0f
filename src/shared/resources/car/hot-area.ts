import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'hotArea', {
  zh: {
    title: '热门区域',
    fields: {
      name: '区域名称',
      lng: '中心经度',
      lat: '中心纬度',
      radius: '半径(米)',
      status: '启用状态',
    },
    rules: { name: '请输入区域名称', lng: '请输入中心经度', lat: '请输入中心纬度' },
  },
  en: {
    title: 'Hot areas',
    fields: {
      name: 'Area name',
      lng: 'Centre longitude',
      lat: 'Centre latitude',
      radius: 'Radius (m)',
      status: 'Enabled',
    },
    rules: {
      name: 'Please enter the area name',
      lng: 'Please enter the centre longitude',
      lat: 'Please enter the centre latitude',
    },
  },
});

/**
 * 热门区域 (`/order/hot-area`): the rows of `order_hot_area` at `/blade-order/hotArea`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const hotAreaResource = r.define({
  menu: '/order/hot-area',
  endpoint: '/blade-order/hotArea',
  table: 'order_hot_area',
  ...TENANT_ENTITY,
  permission: 'order_hot_area',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.number('lng', { required: true }),
    r.number('lat', { required: true }),
    r.integer('radius'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type HotAreaRecord = RecordOfDefinition<typeof hotAreaResource>;
