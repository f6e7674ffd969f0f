import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('city', 'schoolMaterialSetting', {
  zh: {
    title: '材料设置',
    fields: { type: '户籍类型', materialId: '入学材料', status: '必须上传', isEnable: '是否启用' },
    type: { local: '本辖区', outside: '市外', cityOther: '市内非本辖区' },
    rules: { type: '请选择户籍类型', materialId: '请选择入学材料', status: '请选择是否必须上传' },
    actions: { updateStatus: '启用/停用' },
  },
  en: {
    title: 'Material requirements',
    fields: { type: 'Household type', materialId: 'Material', status: 'Upload required', isEnable: 'Enabled' },
    type: { local: 'This jurisdiction', outside: 'Outside the city', cityOther: 'In the city, other jurisdiction' },
    rules: {
      type: 'Please choose the household type',
      materialId: 'Please choose the material',
      status: 'Please choose whether the upload is required',
    },
    actions: { updateStatus: 'Enable/disable' },
  },
});

/**
 * 材料设置 (`/city/material-setting`, spec 001 §3 "School material requirement"): which materials a family of each
 * household type uploads (`status` 1 required, the default); `updateStatus`
 * (id, isEnable) switches a requirement on or off without losing it. The app asks only for enabled rows.
 */
export const schoolMaterialSettingResource = r.define({
  menu: '/city/material-setting',
  endpoint: '/blade-city/schoolRegistrationMaterialSetting',
  table: 'school_material_setting',
  ...TENANT_ENTITY,
  permission: 'school_material_setting',
  actions: [r.toggle('updateStatus', 'isEnable', { permission: 'school_material_setting_enable' })],
  fields: [
    r.choice(
      'type',
      [
        { value: 1, label: 'type.local' },
        { value: 2, label: 'type.outside' },
        { value: 3, label: 'type.cityOther' },
      ],
      { search: 'equal', required: true },
    ),
    r.dict('materialId', 'school_material', { search: 'equal', required: true }),
    r.flag('status', { required: true, defaultValue: 1 }),
    r.status('isEnable', { search: 'equal', defaultValue: 1, toggle: 'updateStatus' }),
    r.remark(),
    r.createTime(),
  ],
});

export type SchoolMaterialSettingRecord = RecordOfDefinition<typeof schoolMaterialSettingResource>;
