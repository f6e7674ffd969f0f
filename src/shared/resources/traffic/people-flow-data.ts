import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'peopleFlowData', {
  zh: {
    title: '客流数据',
    fields: {
      location: '地点',
      deviceCode: '设备编号',
      collectedTime: '采集时间',
      inCount: '进入人数',
      outCount: '离开人数',
      stayCount: '滞留人数',
    },
    rules: { location: '请输入地点', deviceCode: '请输入设备编号', collectedTime: '请选择采集时间' },
  },
  en: {
    title: 'People flow',
    fields: {
      location: 'Location',
      deviceCode: 'Device',
      collectedTime: 'Collected at',
      inCount: 'In',
      outCount: 'Out',
      stayCount: 'Staying',
    },
    rules: {
      location: 'Please enter the location',
      deviceCode: 'Please enter the device',
      collectedTime: 'Please choose the collected at',
    },
  },
});

/**
 * 客流数据 (`/traffic/people-flow`): the rows of `bigdata_people_flow` at `/blade-bigdata/peopleFlowData`, newest
 * first: how many people a device counted coming in, going out and staying at its location at a time. Devices post
 * them one by one or in batches (server module: the time not in the future, the device registered).
 */
export const peopleFlowDataResource = r.define({
  menu: '/traffic/people-flow',
  endpoint: '/blade-bigdata/peopleFlowData',
  table: 'bigdata_people_flow',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  ...TENANT_ENTITY,
  permission: 'traffic_people_flow',
  fields: [
    r.text('location', { search: 'like', required: true, max: 255 }),
    r.text('deviceCode', { search: 'like', required: true, max: 255 }),
    r.datetime('collectedTime', { required: true }),
    r.integer('inCount', { min: 0 }),
    r.integer('outCount', { min: 0 }),
    r.integer('stayCount', { min: 0 }),
    r.createTime(),
  ],
});

export type PeopleFlowDataRecord = RecordOfDefinition<typeof peopleFlowDataResource>;
