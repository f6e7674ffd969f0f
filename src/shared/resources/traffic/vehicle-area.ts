import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'vehicleArea', {
  zh: {
    title: '车流区域',
    fields: {
      areaName: '区域名称',
      areaCode: '区域编码',
      deviceCodes: '设备编号(逗号分隔)',
      lng: '经度',
      lat: '纬度',
    },
    rules: { areaName: '请输入区域名称', areaCode: '请输入区域编码' },
  },
  en: {
    title: 'Vehicle areas',
    fields: {
      areaName: 'Area',
      areaCode: 'Area code',
      deviceCodes: 'Devices (comma-separated)',
      lng: 'Longitude',
      lat: 'Latitude',
    },
    rules: { areaName: 'Please enter the area', areaCode: 'Please enter the area code' },
  },
});

/**
 * 车流区域 (`/traffic/vehicle-area`): the rows of `bigdata_vehicle_area` at `/blade-bigdata/hikcarareas`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const vehicleAreaResource = r.define({
  menu: '/traffic/vehicle-area',
  endpoint: '/blade-bigdata/hikcarareas',
  table: 'bigdata_vehicle_area',
  ...TENANT_ENTITY,
  permission: 'traffic_vehicle_area',
  fields: [
    r.text('areaName', { search: 'like', required: true, max: 255 }),
    r.text('areaCode', { search: 'like', required: true, max: 255 }),
    r.textarea('deviceCodes'),
    r.number('lng'),
    r.number('lat'),
    r.createTime(),
  ],
});

export type VehicleAreaRecord = RecordOfDefinition<typeof vehicleAreaResource>;
