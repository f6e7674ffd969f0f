import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { reviewFields, reviewTransition } from './review-fields';

const r = resource('car', 'carPrice', {
  zh: {
    title: '车辆价格',
    fields: {
      carId: '车辆',
      dayPrice: '日租价',
      hourPrice: '小时价',
      deposit: '押金',
      startDate: '生效日期',
      endDate: '截止日期',
      auditStatus: '审核状态',
      auditMsg: '审核意见',
      auditTime: '审核时间',
      auditUser: '审核人',
    },
    rules: {
      carId: '请选择车辆',
      dayPrice: '请输入日租价',
      startDate: '请选择生效日期',
      auditMsg: '请输入驳回原因',
      endDate: '截止日期不能早于生效日期',
    },
    auditStatus: { pending: '待审核', passed: '审核通过', rejected: '审核驳回' },
    actions: { audit: '审核' },
  },
  en: {
    title: 'Car prices',
    fields: {
      carId: 'Car',
      dayPrice: 'Day price',
      hourPrice: 'Hour price',
      deposit: 'Deposit',
      startDate: 'Valid from',
      endDate: 'Valid until',
      auditStatus: 'Review status',
      auditMsg: 'Review note',
      auditTime: 'Reviewed at',
      auditUser: 'Reviewed by',
    },
    rules: {
      carId: 'Please choose the car',
      dayPrice: 'Please enter the day price',
      startDate: 'Please choose the valid from',
      auditMsg: 'Please give the reason for the rejection',
      endDate: 'The end date is before the start date',
    },
    auditStatus: { pending: 'Pending review', passed: 'Passed', rejected: 'Rejected' },
    actions: { audit: 'Review' },
  },
});

/**
 * 车辆价格 (`/car/price`, spec 002 §7 `/blade-shop/carPrice`: standard plus `getCarPricePage`, `auditList`,
 * `userCarPrice`): a car's rental price over a period. A new or edited price waits for review; `audit` passes or
 * rejects it (reason required). `auditList` is the prices waiting for review; `userCarPrice` quotes a rental of a
 * car for a period from the passed price valid on its first day and the price configuration
 * (modules/car/car-price.ts, rules in modules/car/README.md).
 */
export const carPriceResource = r.define({
  menu: '/car/price',
  endpoint: '/blade-shop/carPrice',
  table: 'shop_car_price',
  ...TENANT_ENTITY,
  permission: 'car_price',
  actions: [reviewTransition(r, 'audit', 'car_price_audit')],
  fields: [
    r.reference('carId', 'carInfo', 'plateNumber', { required: true, search: 'equal', table: { width: 110 } }),
    r.money('dayPrice', { unit: 'cent', required: true, min: 0, table: { width: 90 } }),
    r.money('hourPrice', { unit: 'cent', min: 0, table: { width: 90 } }),
    r.money('deposit', { unit: 'cent', min: 0, table: { width: 90 } }),
    r.date('startDate', { required: true, table: { width: 110 } }),
    r.date('endDate', { table: { width: 110 } }),
    ...reviewFields(r),
    r.remark(),
    r.createTime(),
  ],
});

export type CarPriceRecord = RecordOfDefinition<typeof carPriceResource>;
