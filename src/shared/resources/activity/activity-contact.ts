import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('activity', 'activityContact', {
  zh: {
    title: '联系人',
    fields: { name: '单位名称', address: '地址', user: '联系人', phone: '联系电话' },
    rules: { name: '请输入单位名称', user: '请输入联系人', phone: '请输入联系电话' },
  },
  en: {
    title: 'Contacts',
    fields: { name: 'Organisation', address: 'Address', user: 'Contact', phone: 'Phone' },
    rules: {
      name: 'Please enter the organisation',
      user: 'Please enter the contact',
      phone: 'Please enter the phone',
    },
  },
});

/** 联系人 (`/activity/contact`, spec 001 §3 "Contact": name, address, user, phone): whom the app lists for enquiries. */
export const activityContactResource = r.define({
  menu: '/activity/contact',
  endpoint: '/blade-app/project/contact',
  table: 'project_contact',
  ...TENANT_ENTITY,
  permission: 'activity_contact',
  fields: [
    r.text('name', { search: 'like', required: true, max: 64 }),
    r.text('address', { max: 255 }),
    r.text('user', { search: 'like', required: true, max: 32 }),
    r.text('phone', { required: true, format: 'phone' }),
    r.createTime(),
  ],
});

export type ActivityContactRecord = RecordOfDefinition<typeof activityContactResource>;
