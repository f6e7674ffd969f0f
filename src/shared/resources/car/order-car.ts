import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'orderCar', {
  zh: {
    title: '用车订单',
    fields: {
      orderNo: '订单号',
      carId: '车辆',
      plateNumber: '车牌号',
      userName: '租车人',
      phone: '联系电话',
      startTime: '取车时间',
      endTime: '还车时间',
      mileage: '行驶里程(公里)',
      amount: '订单金额',
      orderStatus: '订单状态',
    },
    rules: { orderNo: '请输入订单号', carId: '请选择车辆', userName: '请输入租车人' },
    track: {
      action: '轨迹',
      title: '行驶轨迹：{{orderNo}}',
      loading: '正在加载轨迹',
      failed: '轨迹加载失败',
      empty: '该订单没有定位数据',
      play: '播放',
      pause: '暂停',
      position: '回放位置',
      start: '起点',
      end: '终点',
      stop: '停车点',
      points: '定位点',
      time: '定位时间',
      speed: '速度(公里/小时)',
      mileage: '行驶里程',
      stops: '停车记录',
      violations: '违章记录',
      noTiles: '未配置地图底图，轨迹按经纬度绘制；定位点见下表。',
      close: '关闭',
    },
  },
  en: {
    title: 'Car orders',
    fields: {
      orderNo: 'Order no.',
      carId: 'Car',
      plateNumber: 'Plate number',
      userName: 'Renter',
      phone: 'Phone',
      startTime: 'Picked up',
      endTime: 'Returned',
      mileage: 'Mileage (km)',
      amount: 'Amount',
      orderStatus: 'Status',
    },
    rules: {
      orderNo: 'Please enter the order no.',
      carId: 'Please choose the car',
      userName: 'Please enter the renter',
    },
    track: {
      action: 'Track',
      title: 'Track of {{orderNo}}',
      loading: 'Loading the track',
      failed: 'The track could not be loaded',
      empty: 'This order has no GPS fixes',
      play: 'Play',
      pause: 'Pause',
      position: 'Playback position',
      start: 'Start',
      end: 'End',
      stop: 'Stop',
      points: 'GPS fixes',
      time: 'Fix time',
      speed: 'Speed (km/h)',
      mileage: 'Mileage',
      stops: 'Stops',
      violations: 'Violations',
      noTiles: 'No map tiles are configured: the track is drawn by its coordinates; the fixes are listed below.',
      close: 'Close',
    },
  },
});

/**
 * 用车订单 (`/car/order`): the rows of `order_car` at `/blade-order/orderCar`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const orderCarResource = r.define({
  menu: '/car/order',
  endpoint: '/blade-order/orderCar',
  table: 'order_car',
  ...TENANT_ENTITY,
  permission: 'car_order',
  export: true,
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.reference('carId', 'carInfo', 'plateNumber', { required: true, search: 'equal' }),
    r.text('plateNumber', { search: 'like', max: 255 }),
    r.text('userName', { search: 'like', required: true, max: 255 }),
    r.text('phone', { search: 'like', max: 255 }),
    r.datetime('startTime'),
    r.datetime('endTime'),
    r.number('mileage'),
    r.money('amount', { unit: 'cent' }),
    r.integer('orderStatus'),
    r.createTime(),
  ],
});

type TrackText =
  | 'action'
  | 'title'
  | 'loading'
  | 'failed'
  | 'empty'
  | 'play'
  | 'pause'
  | 'position'
  | 'start'
  | 'end'
  | 'stop'
  | 'points'
  | 'time'
  | 'speed'
  | 'mileage'
  | 'stops'
  | 'violations'
  | 'noTiles'
  | 'close';

/** The texts of a rental's track dialog. */
export const orderCarTrackKey = (name: TrackText) => r.key(`track.${name}`);

export type OrderCarRecord = RecordOfDefinition<typeof orderCarResource>;
