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
  },
});

/**
 * 车流小时统计 (`/traffic/vehicle-hour`): the rows of `bigdata_vehicle_hour` at `/blade-bigdata/hikcarstatisticsobtainvehiclehour`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
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
    r.date('statDate', { required: true }),
    r.integer('hour', { required: true }),
    r.integer('vehicleCount'),
    r.createTime(),
  ],
});

export type VehicleHourRecord = RecordOfDefinition<typeof vehicleHourResource>;
