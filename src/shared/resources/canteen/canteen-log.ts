import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { sexChoice } from '../member/sex-choice';

const r = resource('canteen', 'canteenLog', {
  zh: {
    title: '就餐记录',
    fields: {
      bizNo: '业务单号',
      canteenId: '食堂',
      canteenName: '食堂名称',
      section: '餐段',
      money: '金额',
      payType: '支付方式',
      payTime: '支付时间',
      userId: '就餐人编号',
      user: '就餐人',
      sex: '性别',
      workUnit: '工作单位',
    },
    rules: {
      bizNo: '请输入业务单号',
      canteenId: '请选择食堂',
      section: '请选择餐段',
      money: '请输入金额',
      payTime: '请选择支付时间',
      user: '请输入就餐人',
    },
    sex: { unknown: '未知', male: '男', female: '女' },
    section: { breakfast: '早餐', lunch: '午餐', dinner: '晚餐' },
    payType: { card: '餐卡', wechat: '微信', alipay: '支付宝', cash: '现金' },
  },
  en: {
    title: 'Meal records',
    fields: {
      bizNo: 'Business no.',
      canteenId: 'Canteen',
      canteenName: 'Canteen name',
      section: 'Meal',
      money: 'Amount',
      payType: 'Pay type',
      payTime: 'Paid at',
      userId: 'Diner id',
      user: 'Diner',
      sex: 'Sex',
      workUnit: 'Work unit',
    },
    rules: {
      bizNo: 'Please enter the business no.',
      canteenId: 'Please choose the canteen',
      section: 'Please choose the meal',
      money: 'Please enter the amount',
      payTime: 'Please choose the paid at',
      user: 'Please enter the diner',
    },
    sex: { unknown: 'Unknown', male: 'Male', female: 'Female' },
    section: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' },
    payType: { card: 'Meal card', wechat: 'WeChat Pay', alipay: 'Alipay', cash: 'Cash' },
  },
});

/**
 * 就餐记录 (`/canteen/log`): the rows of `canteen_log` at `/blade-order/canteenLog`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const canteenLogResource = r.define({
  menu: '/canteen/log',
  endpoint: '/blade-order/canteenLog',
  table: 'canteen_log',
  ...TENANT_ENTITY,
  permission: 'canteen_log',
  export: true,
  fields: [
    r.text('bizNo', { search: 'like', required: true, max: 255 }),
    r.reference('canteenId', 'canteenInfo', 'name', { required: true, search: 'equal' }),
    r.text('canteenName', { search: 'like', readOnly: true }),
    r.choice(
      'section',
      [
        { value: 1, label: 'section.breakfast' },
        { value: 2, label: 'section.lunch' },
        { value: 3, label: 'section.dinner' },
      ],
      { required: true, search: 'equal', table: { width: 70 } },
    ),
    r.money('money', { unit: 'cent', required: true }),
    r.choice(
      'payType',
      [
        { value: 1, label: 'payType.card' },
        { value: 2, label: 'payType.wechat' },
        { value: 3, label: 'payType.alipay' },
        { value: 4, label: 'payType.cash' },
      ],
      { defaultValue: 1, search: 'equal', table: { width: 80 } },
    ),
    r.datetime('payTime', { required: true }),
    r.integer('userId'),
    r.text('user', { search: 'like', required: true, max: 255 }),
    sexChoice(r),
    r.text('workUnit', { search: 'like', max: 255 }),
    r.createTime(),
  ],
});

export type CanteenLogRecord = RecordOfDefinition<typeof canteenLogResource>;
