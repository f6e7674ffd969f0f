import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'vehicleStatistics', {
  zh: {
    title: '车流统计',
    fields: {
      areaCode: '区域编码',
      statDate: '统计日期',
      vehicleCount: '车辆数',
      localCount: '本地车',
      foreignCount: '外地车',
    },
    rules: { areaCode: '请输入区域编码', statDate: '请选择统计日期' },
  },
  en: {
    title: 'Vehicle statistics',
    fields: {
      areaCode: 'Area code',
      statDate: 'Date',
      vehicleCount: 'Vehicles',
      localCount: 'Local',
      foreignCount: 'Non-local',
    },
    rules: { areaCode: 'Please enter the area code', statDate: 'Please choose the date' },
  },
});

/**
 * 车流统计 (`/traffic/vehicle-statistics`): the rows of `bigdata_vehicle_statistics` at `/blade-bigdata/hikcarstatisticsobtainvehicle`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const vehicleStatisticsResource = r.define({
  menu: '/traffic/vehicle-statistics',
  endpoint: '/blade-bigdata/hikcarstatisticsobtainvehicle',
  table: 'bigdata_vehicle_statistics',
  ...TENANT_ENTITY,
  permission: 'traffic_vehicle_statistics',
  export: true,
  fields: [
    r.text('areaCode', { search: 'like', required: true, max: 255 }),
    r.date('statDate', { required: true }),
    r.integer('vehicleCount'),
    r.integer('localCount'),
    r.integer('foreignCount'),
    r.createTime(),
  ],
});

export type VehicleStatisticsRecord = RecordOfDefinition<typeof vehicleStatisticsResource>;
