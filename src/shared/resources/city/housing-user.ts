import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import {
  housingActionTexts,
  housingSourceFields,
  housingSyncAction,
  housingSyncTexts,
  housingTexts,
} from './housing-fields';

const r = resource('city', 'housingUser', {
  zh: {
    title: '住户信息',
    fields: {
      name: '住户姓名',
      idCard: '身份证号',
      phone: '联系电话',
      houseName: '租住房屋',
      checkInDate: '入住日期',
      ...housingTexts.zh,
    },
    rules: { sourceTaken: '来源编号已存在' },
    actions: housingActionTexts.zh,
    syncReport: housingSyncTexts.zh,
  },
  en: {
    title: 'Residents',
    fields: {
      name: 'Name',
      idCard: 'Citizen ID',
      phone: 'Phone',
      houseName: 'House',
      checkInDate: 'Moved in',
      ...housingTexts.en,
    },
    rules: { sourceTaken: 'This source id exists already' },
    actions: housingActionTexts.en,
    syncReport: housingSyncTexts.en,
  },
});

/**
 * 住户信息 (`/city/housing-user`, spec 001 §7 `municipalhousing/user`): a tenant of a flat, copied from the municipal housing system by
 * `GET sync` (modules/city/housing-sync.ts) and keyed by that system's id. Operators do not add rows; an edit
 * lasts until the source changes the row.
 */
export const housingUserResource = r.define({
  menu: '/city/housing-user',
  endpoint: '/blade-city/municipalhousing/user',
  table: 'municipal_housing_user',
  ...TENANT_ENTITY,
  permission: 'housing_user',
  noAdd: true,
  actions: [housingSyncAction(r, 'housing_user_sync')],
  fields: [
    r.text('name', { search: 'like', required: true, max: 32 }),
    r.text('idCard', { search: 'equal', max: 18, table: { width: 180 } }),
    r.text('phone', { search: 'like', max: 20 }),
    r.text('houseName', { search: 'like', max: 100 }),
    r.date('checkInDate'),
    ...housingSourceFields(r),
    r.createTime(),
  ],
});

export type HousingUserRecord = RecordOfDefinition<typeof housingUserResource>;
