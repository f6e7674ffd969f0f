import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'orderCarMileage', {
  zh: {
    title: '订单里程',
    fields: {
      orderId: '用车订单',
      statDate: '日期',
      startMileage: '起始里程',
      endMileage: '结束里程',
      mileage: '行驶里程(公里)',
    },
    rules: { orderId: '请选择用车订单', statDate: '请选择日期' },
  },
  en: {
    title: 'Order mileage',
    fields: {
      orderId: 'Car order',
      statDate: 'Date',
      startMileage: 'Start odometer',
      endMileage: 'End odometer',
      mileage: 'Mileage (km)',
    },
    rules: { orderId: 'Please choose the car order', statDate: 'Please choose the date' },
  },
});

/**
 * 订单里程 (`/car/order-mileage`): the rows of `order_car_mileage` at `/blade-order/orderCarMileage`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const orderCarMileageResource = r.define({
  menu: '/car/order-mileage',
  endpoint: '/blade-order/orderCarMileage',
  table: 'order_car_mileage',
  ...TENANT_ENTITY,
  permission: 'car_order_mileage',
  fields: [
    r.reference('orderId', 'orderCar', 'orderNo', { required: true, search: 'equal' }),
    r.date('statDate', { required: true }),
    r.number('startMileage'),
    r.number('endMileage'),
    r.number('mileage'),
    r.remark(),
    r.createTime(),
  ],
});

export type OrderCarMileageRecord = RecordOfDefinition<typeof orderCarMileageResource>;
