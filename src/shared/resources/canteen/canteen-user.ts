import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { sexChoice } from '../member/sex-choice';

const r = resource('canteen', 'canteenUser', {
  zh: {
    title: '食堂用户',
    fields: {
      canteenId: '所属食堂',
      name: '姓名',
      sex: '性别',
      phone: '手机号码',
      workUnit: '工作单位',
      cardNo: '就餐卡号',
      status: '状态',
    },
    rules: { canteenId: '请选择所属食堂', name: '请输入姓名', workUnit: '请输入工作单位' },
    sex: { unknown: '未知', male: '男', female: '女' },
  },
  en: {
    title: 'Canteen users',
    fields: {
      canteenId: 'Canteen',
      name: 'Name',
      sex: 'Sex',
      phone: 'Mobile',
      workUnit: 'Work unit',
      cardNo: 'Meal card',
      status: 'Active',
    },
    rules: {
      canteenId: 'Please choose the canteen',
      name: 'Please enter the name',
      workUnit: 'Please enter the work unit',
    },
    sex: { unknown: 'Unknown', male: 'Male', female: 'Female' },
  },
});

/**
 * 食堂用户 (`/canteen/user`): the rows of `canteen_user` at `/blade-order/canteenUser`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const canteenUserResource = r.define({
  menu: '/canteen/user',
  endpoint: '/blade-order/canteenUser',
  table: 'canteen_user',
  ...TENANT_ENTITY,
  permission: 'canteen_user',
  fields: [
    r.reference('canteenId', 'canteenInfo', 'name', { required: true, search: 'equal' }),
    r.text('name', { search: 'like', required: true, max: 255 }),
    sexChoice(r),
    r.text('phone', { search: 'like', format: 'mobile' }),
    r.text('workUnit', { search: 'like', required: true, max: 255 }),
    r.text('cardNo', { search: 'like', max: 255 }),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CanteenUserRecord = RecordOfDefinition<typeof canteenUserResource>;
