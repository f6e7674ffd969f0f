import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'orderCarTrack', {
  zh: {
    title: '行驶轨迹',
    fields: {
      orderId: '用车订单',
      lng: '经度',
      lat: '纬度',
      speed: '速度(公里/小时)',
      gpsTime: '定位时间',
      address: '位置描述',
    },
    rules: { orderId: '请选择用车订单', lng: '请输入经度', lat: '请输入纬度', gpsTime: '请选择定位时间' },
  },
  en: {
    title: 'Tracks',
    fields: {
      orderId: 'Car order',
      lng: 'Longitude',
      lat: 'Latitude',
      speed: 'Speed (km/h)',
      gpsTime: 'Fix time',
      address: 'Place',
    },
    rules: {
      orderId: 'Please choose the car order',
      lng: 'Please enter the longitude',
      lat: 'Please enter the latitude',
      gpsTime: 'Please choose the fix time',
    },
  },
});

/**
 * 行驶轨迹 (`/car/order-track`): the rows of `order_car_track` at `/blade-order/orderCarTrack`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const orderCarTrackResource = r.define({
  menu: '/car/order-track',
  endpoint: '/blade-order/orderCarTrack',
  table: 'order_car_track',
  ...TENANT_ENTITY,
  permission: 'car_order_track',
  fields: [
    r.reference('orderId', 'orderCar', 'orderNo', { required: true, search: 'equal' }),
    r.number('lng', { required: true }),
    r.number('lat', { required: true }),
    r.number('speed'),
    r.datetime('gpsTime', { required: true }),
    r.text('address', { max: 128, table: { width: 200 } }),
    r.createTime(),
  ],
});

export type OrderCarTrackRecord = RecordOfDefinition<typeof orderCarTrackResource>;
