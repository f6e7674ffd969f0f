import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'orderLedgerSetting', {
  zh: {
    title: '台账设置',
    fields: {
      shopName: '商户名称',
      shopId: '商户ID',
      reportDays: '报备期限(天)',
      settleCycle: '结算周期(天)',
      needContract: '需上传合同',
      needInvoice: '需上传发票',
      needReceipt: '需上传收据',
      status: '启用状态',
    },
  },
  en: {
    title: 'Ledger settings',
    fields: {
      shopName: 'Merchant',
      shopId: 'Merchant ID',
      reportDays: 'Report within (days)',
      settleCycle: 'Settlement cycle (days)',
      needContract: 'Contract required',
      needInvoice: 'Invoice required',
      needReceipt: 'Receipt required',
      status: 'Enabled',
    },
  },
});

/**
 * 台账设置 (`/order/ledger-setting`; fields not shown in the spec, designed): per merchant, how many days after
 * payment an order must be reported with its ledger (`reportDays`, unreported orders appear under 未报备订单),
 * the settlement cycle in days, and which photos the ledger must carry before it may be submitted.
 */
export const orderLedgerSettingResource = r.define({
  menu: '/order/ledger-setting',
  endpoint: '/blade-order/orderLedgerSetting',
  table: 'order_ledger_setting',
  ...TENANT_ENTITY,
  permission: 'order_ledger_setting',
  fields: [
    r.text('shopName', { search: 'like', required: true, max: 255 }),
    r.text('shopId', { search: 'like', max: 255 }),
    r.integer('reportDays', { required: true, min: 1, max: 365 }),
    r.integer('settleCycle', { required: true, min: 1, max: 365 }),
    r.flag('needContract', { search: 'equal' }),
    r.flag('needInvoice', { search: 'equal' }),
    r.flag('needReceipt', { search: 'equal' }),
    r.status('status', { search: 'equal' }),
    r.createTime(),
  ],
});

export type OrderLedgerSettingRecord = RecordOfDefinition<typeof orderLedgerSettingResource>;
