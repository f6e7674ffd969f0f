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

const r = resource('city', 'housingHouse', {
  zh: {
    title: '房屋信息',
    fields: {
      villageName: '所属小区',
      building: '楼栋',
      unit: '单元',
      roomNo: '房号',
      area: '面积(㎡)',
      rent: '月租金',
      leaseStatus: '出租状态',
      ...housingTexts.zh,
    },
    rules: { sourceTaken: '来源编号已存在' },
    actions: housingActionTexts.zh,
    syncReport: housingSyncTexts.zh,
  },
  en: {
    title: 'Houses',
    fields: {
      villageName: 'Estate',
      building: 'Building',
      unit: 'Unit',
      roomNo: 'Room',
      area: 'Area (m²)',
      rent: 'Monthly rent',
      leaseStatus: 'Let',
      ...housingTexts.en,
    },
    rules: { sourceTaken: 'This source id exists already' },
    actions: housingActionTexts.en,
    syncReport: housingSyncTexts.en,
  },
});

/**
 * 房屋信息 (`/city/housing-house`, spec 001 §7 `municipalhousing/house`): one flat of an estate, with its rent and whether it is let, copied from the municipal housing system by
 * `GET sync` (modules/city/housing-sync.ts) and keyed by that system's id. Operators do not add rows; an edit
 * lasts until the source changes the row.
 */
export const housingHouseResource = r.define({
  menu: '/city/housing-house',
  endpoint: '/blade-city/municipalhousing/house',
  table: 'municipal_housing_house',
  ...TENANT_ENTITY,
  permission: 'housing_house',
  noAdd: true,
  actions: [housingSyncAction(r, 'housing_house_sync')],
  fields: [
    r.text('villageName', { search: 'like', max: 100 }),
    r.text('building', { max: 16, table: { width: 80 } }),
    r.text('unit', { max: 16, table: { width: 70 } }),
    r.text('roomNo', { search: 'like', required: true, max: 16, table: { width: 80 } }),
    r.number('area', { min: 0, precision: 2, table: { width: 90 } }),
    r.money('rent', { min: 0, table: { width: 100 } }),
    r.flag('leaseStatus', { search: 'equal', table: { width: 80 } }),
    ...housingSourceFields(r),
    r.createTime(),
  ],
});

export type HousingHouseRecord = RecordOfDefinition<typeof housingHouseResource>;
