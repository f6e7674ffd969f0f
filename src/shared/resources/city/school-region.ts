import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('city', 'schoolRegion', {
  zh: {
    title: '招生片区',
    fields: { code: '片区编码', name: '片区名称', schoolId: '对口学校' },
    rules: { code: '请输入片区编码', name: '请输入片区名称', schoolId: '请选择学校', codeTaken: '片区编码已存在' },
  },
  en: {
    title: 'Registration areas',
    fields: { code: 'Area code', name: 'Area', schoolId: 'School' },
    rules: {
      code: 'Please enter the area code',
      name: 'Please enter the area name',
      schoolId: 'Please choose the school',
      codeTaken: 'This area code exists already',
    },
  },
});

/**
 * 招生片区 (`/city/registration-area`, spec 001 §3 "Registration area": code, name, school, all required by §5):
 * the catchment areas a registration is filed under, each with the school it feeds. Codes are unique in a tenant;
 * `schoolRegistrationArea/getRegionList` offers them to the school form and the registration filters.
 */
export const schoolRegionResource = r.define({
  menu: '/city/registration-area',
  endpoint: '/blade-city/schoolRegistrationRegion',
  table: 'school_registration_region',
  ...TENANT_ENTITY,
  permission: 'school_area',
  fields: [
    r.text('code', { search: 'like', required: true, max: 32, unique: 'rules.codeTaken' }),
    r.text('name', { search: 'like', required: true, max: 64 }),
    r.reference('schoolId', 'school', 'name', { search: 'equal', required: true }),
    r.createTime(),
  ],
});

export type SchoolRegionRecord = RecordOfDefinition<typeof schoolRegionResource>;
