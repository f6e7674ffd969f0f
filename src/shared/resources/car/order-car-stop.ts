import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'orderCarStop', {
  zh: {
    title: '停车记录',
    fields: {
      orderId: '用车订单',
      lng: '经度',
      lat: '纬度',
      address: '停车地点',
      startTime: '停车开始',
      endTime: '停车结束',
      duration: '停留(分钟)',
    },
    rules: { orderId: '请选择用车订单', lng: '请输入经度', lat: '请输入纬度', startTime: '请选择停车开始' },
  },
  en: {
    title: 'Stop records',
    fields: {
      orderId: 'Car order',
      lng: 'Longitude',
      lat: 'Latitude',
      address: 'Place',
      startTime: 'Stopped at',
      endTime: 'Left at',
      duration: 'Minutes',
    },
    rules: {
      orderId: 'Please choose the car order',
      lng: 'Please enter the longitude',
      lat: 'Please enter the latitude',
      startTime: 'Please choose the stopped at',
    },
  },
});

/**
 * 停车记录 (`/car/order-stop`): the rows of `order_car_stop` at `/blade-order/orderCarStop`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const orderCarStopResource = r.define({
  menu: '/car/order-stop',
  endpoint: '/blade-order/orderCarStop',
  table: 'order_car_stop',
  ...TENANT_ENTITY,
  permission: 'car_order_stop',
  fields: [
    r.reference('orderId', 'orderCar', 'orderNo', { required: true, search: 'equal' }),
    r.number('lng', { required: true }),
    r.number('lat', { required: true }),
    r.text('address', { search: 'like', max: 255 }),
    r.datetime('startTime', { required: true }),
    r.datetime('endTime'),
    r.integer('duration'),
    r.createTime(),
  ],
});

export type OrderCarStopRecord = RecordOfDefinition<typeof orderCarStopResource>;
