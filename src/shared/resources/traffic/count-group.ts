import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('traffic', 'countGroup', {
  zh: {
    title: '客流统计',
    fields: {
      location: '地点',
      date: '日期',
      totalPassing: '经过人数',
      totalEntering: '进入人数',
      totalExiting: '离开人数',
      totalReturning: '回头客',
      repeatVisitors: '重复访客',
      uniqueEntering: '去重进入',
      uniqueExiting: '去重离开',
      emotionStats: '情绪统计',
      genderStats: '性别统计',
      ageProfile: '年龄分布',
      coefficient: '系数',
      collectedTime: '采集时间',
      deviceCode: '设备编号',
      deviceLocation: '设备位置',
      wearingHat: '戴帽子',
      wearingHelmet: '戴头盔',
      wearingMask: '戴口罩',
    },
    rules: { location: '请输入地点', date: '请输入日期' },
    charts: {
      caption: '客流构成',
      gender: '性别',
      age: '年龄',
      emotion: '情绪',
      male: '男',
      female: '女',
      happy: '开心',
      calm: '平静',
      sad: '难过',
      angry: '生气',
      failed: '统计图加载失败',
      retry: '重试',
      empty: '当前搜索没有客流数据',
    },
  },
  en: {
    title: 'Foot-traffic statistics',
    fields: {
      location: 'Location',
      date: 'Date',
      totalPassing: 'Passing',
      totalEntering: 'Entering',
      totalExiting: 'Exiting',
      totalReturning: 'Returning',
      repeatVisitors: 'Repeat visitors',
      uniqueEntering: 'Unique entering',
      uniqueExiting: 'Unique exiting',
      emotionStats: 'Emotions',
      genderStats: 'Gender',
      ageProfile: 'Ages',
      coefficient: 'Coefficient',
      collectedTime: 'Collected at',
      deviceCode: 'Device',
      deviceLocation: 'Device location',
      wearingHat: 'Wearing hat',
      wearingHelmet: 'Wearing helmet',
      wearingMask: 'Wearing mask',
    },
    rules: { location: 'Please enter the location', date: 'Please enter the date' },
    charts: {
      caption: 'Who came',
      gender: 'Gender',
      age: 'Age',
      emotion: 'Emotion',
      male: 'Male',
      female: 'Female',
      happy: 'Happy',
      calm: 'Calm',
      sad: 'Sad',
      angry: 'Angry',
      failed: 'The charts could not be loaded',
      retry: 'Retry',
      empty: 'No foot traffic in this search',
    },
  },
});

/**
 * 客流统计 (`/traffic/foot-traffic`): the rows of `bigdata_count_group` at `/blade-bigdata/countGroup`, one per
 * location, day and device. The gender counts and the age and emotion shares (JSON objects the devices send) of
 * the search's rows are drawn above the table: genders summed, shares weighted by each row's entering visitors.
 */
export const countGroupResource = r.define({
  menu: '/traffic/foot-traffic',
  endpoint: '/blade-bigdata/countGroup',
  table: 'bigdata_count_group',
  ...TENANT_ENTITY,
  permission: 'traffic_foot',
  export: true,
  fields: [
    r.text('location', { search: 'like', required: true, max: 255 }),
    r.date('date', { required: true, search: 'equal', sortable: true }),
    r.integer('totalPassing', { min: 0 }),
    r.integer('totalEntering', { min: 0 }),
    r.integer('totalExiting', { min: 0 }),
    r.integer('totalReturning', { min: 0 }),
    r.integer('repeatVisitors', { min: 0 }),
    r.integer('uniqueEntering', { min: 0 }),
    r.integer('uniqueExiting', { min: 0 }),
    r.textarea('emotionStats'),
    r.textarea('genderStats'),
    r.textarea('ageProfile'),
    r.number('coefficient'),
    r.datetime('collectedTime'),
    r.text('deviceCode', { search: 'like', max: 255 }),
    r.text('deviceLocation', { search: 'like', max: 255 }),
    r.flag('wearingHat', { defaultValue: 0, table: { hidden: true } }),
    r.flag('wearingHelmet', { defaultValue: 0, table: { hidden: true } }),
    r.flag('wearingMask', { defaultValue: 0, table: { hidden: true } }),
    r.createTime(),
  ],
});

export type CountGroupRecord = RecordOfDefinition<typeof countGroupResource>;

type ChartText =
  | 'caption'
  | 'gender'
  | 'age'
  | 'emotion'
  | 'male'
  | 'female'
  | 'happy'
  | 'calm'
  | 'sad'
  | 'angry'
  | 'failed'
  | 'retry'
  | 'empty';
/** The texts of the foot-traffic breakdown charts (screens/traffic/count-group). */
export const countGroupChartKey = (name: ChartText) => r.key(`charts.${name}`);
