import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'sysAuth', {
  zh: {
    title: '接口授权',
    fields: {
      appName: '应用名称',
      appId: '应用ID',
      appSecret: '应用密钥',
      ipWhitelist: 'IP白名单',
      expireDate: '有效期至',
      status: '启用状态',
    },
    rules: { appIdTaken: '应用ID已存在' },
  },
  en: {
    title: 'API authorisations',
    fields: {
      appName: 'Application',
      appId: 'App ID',
      appSecret: 'App secret',
      ipWhitelist: 'IP allow list',
      expireDate: 'Valid until',
      status: 'Enabled',
    },
    rules: { appIdTaken: 'This app ID exists already' },
  },
});

/**
 * 接口授权 (`/order/sys-auth`, `/blade-operation/sysAuth`; fields not shown, designed): the outside systems
 * (a distributor, a ticketing platform) allowed to call the operation data, each with its app id (unique), its
 * secret (16–128 characters, never shown in the table), an IP allow list and an expiry.
 */
export const sysAuthResource = r.define({
  menu: '/order/sys-auth',
  endpoint: '/blade-operation/sysAuth',
  table: 'operation_sys_auth',
  ...TENANT_ENTITY,
  permission: 'order_sys_auth',
  fields: [
    r.text('appName', { search: 'like', required: true, max: 255 }),
    r.text('appId', { search: 'like', required: true, max: 64, unique: 'rules.appIdTaken' }),
    r.text('appSecret', { required: true, min: 16, max: 128, table: false }),
    r.textarea('ipWhitelist'),
    r.date('expireDate'),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type SysAuthRecord = RecordOfDefinition<typeof sysAuthResource>;
