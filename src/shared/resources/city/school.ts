import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('city', 'school', {
  zh: {
    title: '学校管理',
    fields: { name: '学校名称', dictKey: '招生片区' },
    rules: { name: '请输入学校名称', dictKey: '请选择招生片区', sort: '请输入排序' },
  },
  en: {
    title: 'Schools',
    fields: { name: 'School', dictKey: 'Registration area' },
    rules: {
      name: 'Please enter the school name',
      dictKey: 'Please choose the registration area',
      sort: 'Please enter the order',
    },
  },
});

/**
 * 学校管理 (`/city/school`, spec 001 §3 "School": name, dictKey the registration area's code, sort), served at
 * `schoolRegistrationArea` (`page`); `getRegionList` answers the registration areas (code, name) its form picks
 * from (modules/city/school.ts).
 */
export const schoolResource = r.define({
  menu: '/city/school',
  endpoint: '/blade-city/schoolRegistrationArea',
  verbs: { ...STANDARD_VERBS, list: 'page' },
  table: 'school_registration_area',
  ...TENANT_ENTITY,
  permission: 'school_info',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.text('name', { search: 'like', required: true, max: 64 }),
    r.text('dictKey', { search: 'equal', required: true, max: 32 }),
    r.sort(),
    r.createTime(),
  ],
});

export type SchoolRecord = RecordOfDefinition<typeof schoolResource>;
