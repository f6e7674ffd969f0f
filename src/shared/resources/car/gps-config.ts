import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('car', 'gpsConfig', {
  zh: {
    title: 'GPS配置',
    fields: {
      name: '平台名称',
      apiUrl: '接口地址',
      account: '接入账号',
      secret: '接入密钥',
      pushInterval: '上报间隔(秒)',
      status: '启用状态',
    },
    rules: { name: '请输入平台名称', apiUrl: '请输入接口地址', account: '请输入接入账号' },
  },
  en: {
    title: 'GPS settings',
    fields: {
      name: 'Platform',
      apiUrl: 'API address',
      account: 'Account',
      secret: 'Secret',
      pushInterval: 'Report interval (s)',
      status: 'Enabled',
    },
    rules: {
      name: 'Please enter the platform',
      apiUrl: 'Please enter the API address',
      account: 'Please enter the account',
    },
  },
});

/**
 * GPS配置 (`/car/gps-config`): the rows of `car_gps_config` at `/blade-car-gps/bddwConfig`.
 * Say here what a row is and the rules its screen follows beyond what the fields say.
 */
export const gpsConfigResource = r.define({
  menu: '/car/gps-config',
  endpoint: '/blade-car-gps/bddwConfig',
  table: 'car_gps_config',
  ...TENANT_ENTITY,
  permission: 'car_gps_config',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.text('apiUrl', { search: 'like', required: true, max: 255 }),
    r.text('account', { search: 'like', required: true, max: 255 }),
    r.text('secret', { search: 'like', max: 255 }),
    r.integer('pushInterval'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type GpsConfigRecord = RecordOfDefinition<typeof gpsConfigResource>;
