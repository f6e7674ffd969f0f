import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'orderCarViolation', {
  zh: {
    title: '违章记录',
    fields: {
      orderId: '用车订单',
      plateNumber: '车牌号',
      violationTime: '违章时间',
      location: '违章地点',
      content: '违章行为',
      fine: '罚款金额',
      points: '扣分',
      handleStatus: '处理状态',
    },
    rules: { plateNumber: '请输入车牌号', violationTime: '请选择违章时间' },
  },
  en: {
    title: 'Violations',
    fields: {
      orderId: 'Car order',
      plateNumber: 'Plate number',
      violationTime: 'Time',
      location: 'Place',
      content: 'Offence',
      fine: 'Fine',
      points: 'Points',
      handleStatus: 'Status',
    },
    rules: { plateNumber: 'Please enter the plate number', violationTime: 'Please choose the time' },
  },
});

/**
 * 违章记录 (`/car/order-violation`): the rows of `order_car_violation` at `/blade-order/orderCarViolation`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const orderCarViolationResource = r.define({
  menu: '/car/order-violation',
  endpoint: '/blade-order/orderCarViolation',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'order_car_violation',
  ...TENANT_ENTITY,
  permission: 'car_order_violation',
  fields: [
    r.reference('orderId', 'orderCar', 'orderNo', { search: 'equal' }),
    r.text('plateNumber', { search: 'like', required: true, max: 255 }),
    r.datetime('violationTime', { required: true }),
    r.text('location', { search: 'like', max: 255 }),
    r.textarea('content'),
    r.money('fine', { unit: 'cent' }),
    r.integer('points'),
    r.integer('handleStatus'),
    r.createTime(),
  ],
});

export type OrderCarViolationRecord = RecordOfDefinition<typeof orderCarViolationResource>;
