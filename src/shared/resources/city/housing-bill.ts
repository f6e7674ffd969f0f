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

const r = resource('city', 'housingBill', {
  zh: {
    title: '住房账单',
    fields: {
      billNo: '账单编号',
      houseName: '房屋',
      userName: '住户',
      period: '账期',
      amount: '金额',
      paid: '是否缴清',
      payTime: '缴费时间',
      ...housingTexts.zh,
    },
    rules: { sourceTaken: '来源编号已存在' },
    actions: housingActionTexts.zh,
    syncReport: housingSyncTexts.zh,
  },
  en: {
    title: 'Housing bills',
    fields: {
      billNo: 'Bill no.',
      houseName: 'House',
      userName: 'Resident',
      period: 'Period',
      amount: 'Amount',
      paid: 'Paid',
      payTime: 'Paid at',
      ...housingTexts.en,
    },
    rules: { sourceTaken: 'This source id exists already' },
    actions: housingActionTexts.en,
    syncReport: housingSyncTexts.en,
  },
});

/**
 * 住房账单 (`/city/housing-bill`, spec 001 §7 `municipalhousing/bill`): a month's rent bill of a tenant, copied from the municipal housing system by
 * `GET sync` (modules/city/housing-sync.ts) and keyed by that system's id. Operators do not add rows; an edit
 * lasts until the source changes the row.
 */
export const housingBillResource = r.define({
  menu: '/city/housing-bill',
  endpoint: '/blade-city/municipalhousing/bill',
  table: 'municipal_housing_bill',
  ...TENANT_ENTITY,
  permission: 'housing_bill',
  noAdd: true,
  export: true,
  actions: [housingSyncAction(r, 'housing_bill_sync')],
  fields: [
    r.text('billNo', { search: 'like', required: true, max: 64, table: { width: 180 } }),
    r.text('houseName', { search: 'like', max: 100 }),
    r.text('userName', { search: 'like', max: 32 }),
    r.text('period', { search: 'equal', max: 7, table: { width: 90 } }),
    r.money('amount', { min: 0, table: { width: 100 } }),
    r.flag('paid', { search: 'equal', table: { width: 80 } }),
    r.datetime('payTime'),
    ...housingSourceFields(r),
    r.createTime(),
  ],
});

export type HousingBillRecord = RecordOfDefinition<typeof housingBillResource>;
