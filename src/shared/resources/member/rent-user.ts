import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('member', 'rentUser', {
  zh: {
    title: '租车用户',
    fields: {
      realName: '真实姓名',
      phone: '手机号码',
      idCard: '身份证号',
      licenseNo: '驾驶证号',
      licenseType: '准驾车型',
      licenseExpire: '驾驶证有效期',
      licenseImage: '驾驶证照片',
      status: '状态',
    },
    rules: {
      realName: '请输入真实姓名',
      phone: '请输入手机号码',
      idCard: '请输入身份证号',
      licenseNo: '请输入驾驶证号',
    },
  },
  en: {
    title: 'Car-rental users',
    fields: {
      realName: 'Real name',
      phone: 'Mobile',
      idCard: 'Citizen ID',
      licenseNo: 'Licence no.',
      licenseType: 'Licence class',
      licenseExpire: 'Licence valid until',
      licenseImage: 'Licence photo',
      status: 'Active',
    },
    rules: {
      realName: 'Please enter the real name',
      phone: 'Please enter the mobile',
      idCard: 'Please enter the citizen ID',
      licenseNo: 'Please enter the licence no.',
    },
  },
});

/**
 * 租车用户 (`/member/rent-user`): the rows of `member_rent_user` at `/blade-member/rentUser`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const rentUserResource = r.define({
  menu: '/member/rent-user',
  endpoint: '/blade-member/rentUser',
  table: 'member_rent_user',
  ...TENANT_ENTITY,
  permission: 'member_rent_user',
  fields: [
    r.text('realName', { search: 'like', required: true, max: 255 }),
    r.text('phone', { search: 'like', required: true, format: 'mobile' }),
    r.text('idCard', { search: 'like', required: true, format: 'citizenId' }),
    r.text('licenseNo', { search: 'like', required: true, max: 255 }),
    r.text('licenseType', { search: 'like', max: 255 }),
    r.date('licenseExpire'),
    r.image('licenseImage'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type RentUserRecord = RecordOfDefinition<typeof rentUserResource>;
