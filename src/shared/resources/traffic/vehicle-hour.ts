import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'vehicleHour', {
  zh: {
    title: '车流小时统计',
    fields: {
      areaCode: '区域编码',
      statDate: '统计日期',
      hour: '小时',
      vehicleCount: '车辆数',
    },
    rules: { areaCode: '请输入区域编码', statDate: '请选择统计日期', hour: '请输入小时' },
    chart: {
      caption: '按小时与区域的车流',
      chart: '各小时车辆数（按区域堆叠）',
      failed: '统计图加载失败',
      retry: '重试',
      truncated: '只画出前1000行，请缩小日期或区域范围',
      hour: '{{hour}}时',
    },
  },
  en: {
    title: 'Hourly vehicle statistics',
    fields: {
      areaCode: 'Area code',
      statDate: 'Date',
      hour: 'Hour',
      vehicleCount: 'Vehicles',
    },
    rules: {
      areaCode: 'Please enter the area code',
      statDate: 'Please choose the date',
      hour: 'Please enter the hour',
    },
    chart: {
      caption: 'Vehicles by hour and area',
      chart: 'Vehicles per hour (stacked by area)',
      failed: 'The chart could not be loaded',
      retry: 'Retry',
      truncated: 'Only the first 1000 rows are drawn; narrow the dates or the area',
      hour: '{{hour}}:00',
    },
  },
});

/**
 * 车流小时统计 (`/traffic/vehicle-hour`): the rows of `bigdata_vehicle_hour` at
 * `/blade-bigdata/hikcarstatisticsobtainvehiclehour`, one per area, day and hour, kept by trigger on every capture.
 * The screen draws the search's rows as a chart of the 24 hours stacked by area above the table.
 */
export const vehicleHourResource = r.define({
  menu: '/traffic/vehicle-hour',
  endpoint: '/blade-bigdata/hikcarstatisticsobtainvehiclehour',
  table: 'bigdata_vehicle_hour',
  ...TENANT_ENTITY,
  permission: 'traffic_vehicle_hour',
  export: true,
  fields: [
    r.text('areaCode', { search: 'like', required: true, max: 255 }),
    r.date('statDate', { required: true, search: 'dateRange', sortable: true }),
    r.integer('hour', { required: true, min: 0, max: 23, sortable: true }),
    r.integer('vehicleCount'),
    r.createTime(),
  ],
});

export type VehicleHourRecord = RecordOfDefinition<typeof vehicleHourResource>;

type ChartText = 'caption' | 'chart' | 'failed' | 'retry' | 'truncated' | 'hour';
/** The texts of the hourly chart above the list (screens/traffic/vehicle-hour). */
export const vehicleHourChartKey = (name: ChartText) => r.key(`chart.${name}`);
