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

const r = resource('city', 'housingVillage', {
  zh: {
    title: '住房小区',
    fields: {
      name: '小区名称',
      address: '小区地址',
      districtName: '所属县市',
      houseCount: '房屋套数',
      ...housingTexts.zh,
    },
    rules: { sourceTaken: '来源编号已存在' },
    actions: housingActionTexts.zh,
    syncReport: housingSyncTexts.zh,
  },
  en: {
    title: 'Housing estates',
    fields: {
      name: 'Estate',
      address: 'Address',
      districtName: 'County',
      houseCount: 'Houses',
      ...housingTexts.en,
    },
    rules: { sourceTaken: 'This source id exists already' },
    actions: housingActionTexts.en,
    syncReport: housingSyncTexts.en,
  },
});

/**
 * 住房小区 (`/city/housing-village`, spec 001 §7 `municipalhousing/village`): an estate of public rental housing, copied from the municipal housing system by
 * `GET sync` (modules/city/housing-sync.ts) and keyed by that system's id. Operators do not add rows; an edit
 * lasts until the source changes the row.
 */
export const housingVillageResource = r.define({
  menu: '/city/housing-village',
  endpoint: '/blade-city/municipalhousing/village',
  table: 'municipal_housing_village',
  ...TENANT_ENTITY,
  permission: 'housing_village',
  noAdd: true,
  actions: [housingSyncAction(r, 'housing_village_sync')],
  fields: [
    r.text('name', { search: 'like', required: true, max: 100 }),
    r.text('address', { max: 255 }),
    r.text('districtName', { search: 'like', max: 32, table: { width: 100 } }),
    r.integer('houseCount', { min: 0, table: { width: 90 } }),
    ...housingSourceFields(r),
    r.createTime(),
  ],
});

export type HousingVillageRecord = RecordOfDefinition<typeof housingVillageResource>;
