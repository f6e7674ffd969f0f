import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'vehicleFlowData', {
  zh: {
    title: '车流数据',
    fields: {
      location: '抓拍地点',
      plateNumber: '车牌号',
      plateColor: '车牌颜色',
      vehicleType: '车辆类型',
      vehicleColor: '车身颜色',
      vehicleBrand: '车辆品牌',
      capturedTime: '抓拍时间',
      deviceCode: '设备编号',
      deviceLocation: '设备位置',
      capturedImage: '抓拍图片',
    },
    rules: { plateNumber: '请输入车牌号', capturedTime: '请选择抓拍时间', deviceCode: '请输入设备编号' },
  },
  en: {
    title: 'Vehicle flow',
    fields: {
      location: 'Location',
      plateNumber: 'Plate number',
      plateColor: 'Plate colour',
      vehicleType: 'Vehicle type',
      vehicleColor: 'Vehicle colour',
      vehicleBrand: 'Brand',
      capturedTime: 'Captured at',
      deviceCode: 'Device',
      deviceLocation: 'Device location',
      capturedImage: 'Captured image',
    },
    rules: {
      plateNumber: 'Please enter the plate number',
      capturedTime: 'Please choose the captured at',
      deviceCode: 'Please enter the device',
    },
  },
});

/**
 * 车流数据 (`/traffic/vehicle-flow`): the rows of `bigdata_vehicle_flow` at `/blade-bigdata/vehicleFlowData`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const vehicleFlowDataResource = r.define({
  menu: '/traffic/vehicle-flow',
  endpoint: '/blade-bigdata/vehicleFlowData',
  table: 'bigdata_vehicle_flow',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  ...TENANT_ENTITY,
  permission: 'traffic_vehicle_flow',
  export: true,
  fields: [
    r.text('location', { search: 'like', max: 255 }),
    r.text('plateNumber', { search: 'like', required: true, max: 255 }),
    r.text('plateColor', { search: 'like', max: 255 }),
    r.text('vehicleType', { search: 'like', max: 255 }),
    r.text('vehicleColor', { search: 'like', max: 255 }),
    r.text('vehicleBrand', { search: 'like', max: 255 }),
    r.datetime('capturedTime', { required: true }),
    r.text('deviceCode', { search: 'like', required: true, max: 255 }),
    r.text('deviceLocation', { search: 'like', max: 255 }),
    r.image('capturedImage'),
    r.createTime(),
  ],
});

export type VehicleFlowDataRecord = RecordOfDefinition<typeof vehicleFlowDataResource>;
