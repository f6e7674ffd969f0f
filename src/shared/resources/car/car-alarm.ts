import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'carAlarm', {
  zh: {
    title: '车辆告警',
    fields: {
      plateNumber: '车牌号',
      deviceNo: '设备号',
      alarmType: '告警类型',
      alarmTime: '告警时间',
      location: '告警位置',
      content: '告警内容',
      handled: '已处理',
    },
    rules: { plateNumber: '请输入车牌号', alarmTime: '请选择告警时间' },
  },
  en: {
    title: 'Car alarms',
    fields: {
      plateNumber: 'Plate number',
      deviceNo: 'Device',
      alarmType: 'Alarm type',
      alarmTime: 'Alarm time',
      location: 'Location',
      content: 'Content',
      handled: 'Handled',
    },
    rules: { plateNumber: 'Please enter the plate number', alarmTime: 'Please choose the alarm time' },
  },
});

/**
 * 车辆告警 (`/car/alarm`): the rows of `car_alarm` at `/blade-car-gps/carAlarm`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const carAlarmResource = r.define({
  menu: '/car/alarm',
  endpoint: '/blade-car-gps/carAlarm',
  verbs: { list: 'page', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'car_alarm',
  ...TENANT_ENTITY,
  permission: 'car_alarm',
  fields: [
    r.text('plateNumber', { search: 'like', required: true, max: 255 }),
    r.text('deviceNo', { search: 'like', max: 255 }),
    r.integer('alarmType'),
    r.datetime('alarmTime', { required: true }),
    r.text('location', { search: 'like', max: 255 }),
    r.textarea('content'),
    r.flag('handled', { search: 'equal' }),
    r.createTime(),
  ],
});

export type CarAlarmRecord = RecordOfDefinition<typeof carAlarmResource>;
