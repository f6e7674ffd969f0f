import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('canteen', 'canteenStatistics', {
  zh: {
    title: '食堂统计',
    fields: {
      canteenId: '食堂',
      name: '食堂名称',
      statDate: '统计日期',
      cnt1: '早餐人次',
      cnt2: '午餐人次',
      cnt3: '晚餐人次',
      total1: '早餐金额',
      total2: '午餐金额',
      total3: '晚餐金额',
      cnt: '合计人次',
      total: '合计金额',
    },
    summary: {
      caption: '当前查询的就餐合计',
      chart: '每日就餐人次',
      breakfast: '早餐',
      lunch: '午餐',
      dinner: '晚餐',
      meals: '合计人次',
      amount: '合计金额',
      failed: '统计加载失败',
      retry: '重试',
      truncated: '仅统计前1000天的数据，请缩小日期范围',
    },
  },
  en: {
    title: 'Canteen statistics',
    fields: {
      canteenId: 'Canteen',
      name: 'Canteen name',
      statDate: 'Date',
      cnt1: 'Breakfasts',
      cnt2: 'Lunches',
      cnt3: 'Dinners',
      total1: 'Breakfast amount',
      total2: 'Lunch amount',
      total3: 'Dinner amount',
      cnt: 'Meals',
      total: 'Amount',
    },
    summary: {
      caption: 'Totals of the current search',
      chart: 'Meals per day',
      breakfast: 'Breakfast',
      lunch: 'Lunch',
      dinner: 'Dinner',
      meals: 'Meals',
      amount: 'Amount',
      failed: 'The totals could not be loaded',
      retry: 'Retry',
      truncated: 'Only the first 1000 rows are summed; narrow the date range',
    },
  },
});

/**
 * 食堂统计 (`/canteen/statistics`, spec 002 §7 `/blade-order/canteenStatistics`): one row per canteen and day,
 * the breakfast (1), lunch (2) and dinner (3) counts and amounts of that day's meal log and their totals. The rows
 * are a roll-up of `canteen_log` kept by triggers on every write of the log (migration of this area), so they
 * always equal the log: the definition is read-only (`submit` refused) and its module answers `remove` with a
 * refusal (modules/canteen/canteen-statistics.ts). Searched by day range.
 */
export const canteenStatisticsResource = r.define({
  menu: '/canteen/statistics',
  endpoint: '/blade-order/canteenStatistics',
  table: 'canteen_statistics',
  ...TENANT_ENTITY,
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: null, removeParam: 'ids' },
  permission: 'canteen_statistics',
  readOnly: true,
  export: true,
  defaultSort: [{ field: 'statDate', order: 'desc' }],
  fields: [
    r.reference('canteenId', 'canteenInfo', 'name', { search: 'equal', readOnly: true, table: false }),
    r.text('name', { search: 'like', readOnly: true, table: { width: 140 } }),
    r.date('statDate', { search: 'dateRange', sortable: true, readOnly: true, table: { width: 110 } }),
    r.integer('cnt1', { readOnly: true, table: { width: 90 } }),
    r.money('total1', { unit: 'cent', readOnly: true, table: { width: 100 } }),
    r.integer('cnt2', { readOnly: true, table: { width: 90 } }),
    r.money('total2', { unit: 'cent', readOnly: true, table: { width: 100 } }),
    r.integer('cnt3', { readOnly: true, table: { width: 90 } }),
    r.money('total3', { unit: 'cent', readOnly: true, table: { width: 100 } }),
    r.integer('cnt', { readOnly: true, sortable: true, table: { width: 90 } }),
    r.money('total', { unit: 'cent', readOnly: true, sortable: true, table: { width: 110 } }),
    r.createTime({ form: false, table: { hidden: true } }),
  ],
});

/** The texts of the statistics screen's summary (totals and chart). */
export const canteenStatisticsSummaryKey = (
  name: 'caption' | 'chart' | 'breakfast' | 'lunch' | 'dinner' | 'meals' | 'amount' | 'failed' | 'retry' | 'truncated',
) => r.key(`summary.${name}`);

export type CanteenStatisticsRecord = RecordOfDefinition<typeof canteenStatisticsResource>;
