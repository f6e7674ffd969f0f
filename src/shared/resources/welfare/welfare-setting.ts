import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'welfareSetting', {
  zh: {
    title: '场次与限额设置',
    fields: {
      actId: '所属活动',
      lunci: '场次',
      fenlei: '分类',
      limit: '限额(张)',
      from: '开始时间',
      to: '结束时间',
    },
    rules: {
      actId: '请选择所属活动',
      lunci: '请输入场次',
      fenlei: '请输入分类',
      limit: '请输入限额',
      from: '请选择开始时间',
      to: '请选择结束时间',
    },
  },
  en: {
    title: 'Rounds and limits',
    fields: {
      actId: 'Campaign',
      lunci: 'Round',
      fenlei: 'Category',
      limit: 'Limit (coupons)',
      from: 'From',
      to: 'To',
    },
    rules: {
      actId: 'Please choose the campaign',
      lunci: 'Please enter the round',
      fenlei: 'Please enter the category',
      limit: 'Please enter the limit',
      from: 'Please choose the start',
      to: 'Please choose the end',
    },
  },
});

/**
 * A campaign's rounds and categories (`/welfare/setting`, `blade-order/shopWelfareSetting`; spec 001 §3 "Welfare
 * setting"): how many coupons of a category a round gives out and when (`from`–`to`, yyyy-MM-dd HH:mm:ss). A
 * round's window must lie inside its campaign and end after it starts, and one round and category is one row
 * (modules/welfare/welfare-setting.ts). `actList` answers the campaigns as a dictionary for the pickers.
 */
export const welfareSettingResource = r.define({
  menu: '/welfare/setting',
  endpoint: '/blade-order/shopWelfareSetting',
  table: 'shop_welfare_setting',
  ...TENANT_ENTITY,
  permission: 'welfare_setting',
  fields: [
    r.reference('actId', 'welfareAct', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.text('lunci', { search: 'like', required: true, max: 32, table: { width: 100 } }),
    r.text('fenlei', { search: 'like', required: true, max: 32, table: { width: 100 } }),
    r.integer('limit', { column: 'limit_num', required: true, min: 0, max: 10000000, table: { width: 100 } }),
    // Two fields rather than a range: `from` and `to` are SQL keywords, so they need columns of their own names.
    r.datetime('from', { column: 'from_time', required: true, table: { width: 170 } }),
    r.datetime('to', { column: 'to_time', required: true, table: { width: 170 } }),
    r.createTime(),
  ],
});

export type WelfareSettingRecord = RecordOfDefinition<typeof welfareSettingResource>;
