import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { SAVE_UPDATE_VERBS } from '../types';

const r = resource('merchant', 'supplier', {
  zh: {
    title: '供应商管理',
    fields: {
      name: '供应商名称',
      type: '供应商类型',
      principal: '负责人',
      contactInfo: '联系方式',
      settlementCycle: '结算周期(天)',
      lastSettlementTime: '上次结算时间',
      nextSettlementDate: '下次结算日',
      districtCode: '所在区域',
      area: '详细地址',
      isRemind: '结算提醒',
      status: '合作状态',
    },
    status: { active: '合作中', paused: '已暂停' },
    rules: {
      name: '请输入供应商名称',
      nameTaken: '该供应商名称已存在',
      type: '请输入供应商类型',
      settlementCycle: '请输入结算周期',
    },
    actions: { updateStatus: '暂停/恢复合作' },
  },
  en: {
    title: 'Suppliers',
    fields: {
      name: 'Supplier',
      type: 'Type',
      principal: 'Person in charge',
      contactInfo: 'Contact',
      settlementCycle: 'Settlement cycle (days)',
      lastSettlementTime: 'Last settled',
      nextSettlementDate: 'Next settlement',
      districtCode: 'Region',
      area: 'Address',
      isRemind: 'Settlement reminder',
      status: 'Partnership',
    },
    status: { active: 'Active', paused: 'Paused' },
    rules: {
      name: 'Please enter the supplier name',
      nameTaken: 'A supplier of this name exists',
      type: 'Please enter the supplier type',
      settlementCycle: 'Please enter the settlement cycle',
    },
    actions: { updateStatus: 'Pause/resume' },
  },
});

/**
 * Suppliers of the mall's goods (`/merchant/supplier`, spec 001 §3 "Supplier"): added through `save`, edited
 * through `update`, paused or resumed through `updateStatus (id, status)` (1 active, 0 paused; spec 001 §4 leaves
 * the values unsaid). A supplier is settled every `settlementCycle` days; the next settlement day is the last one
 * plus the cycle, and with `isRemind` 1 the list marks suppliers due within three days
 * (modules/merchant/supplier.ts).
 */
export const supplierResource = r.define({
  menu: '/merchant/supplier',
  endpoint: '/blade-merchant-product/supplier',
  verbs: SAVE_UPDATE_VERBS,
  table: 'merchant_supplier',
  ...TENANT_ENTITY,
  permission: 'merchant_supplier',
  actions: [r.toggle('updateStatus', 'status', { permission: 'merchant_supplier_enable' })],
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, unique: 'rules.nameTaken', table: { width: 180 } }),
    // Required: a blank `type` would read as -1 on the wire, `type` being a number column elsewhere.
    r.text('type', { search: 'like', required: true, max: 64, table: { width: 110 } }),
    r.text('principal', { search: 'like', max: 64, table: { width: 100 } }),
    r.text('contactInfo', { max: 32, table: { width: 130 } }),
    r.integer('settlementCycle', { required: true, min: 1, max: 365, defaultValue: 30, table: { width: 120 } }),
    r.datetime('lastSettlementTime', { table: { width: 170 } }),
    r.date('nextSettlementDate', { readOnly: true, table: { width: 120 } }),
    r.region('districtCode', { levels: [3], table: false }),
    r.text('area', { max: 255, table: { width: 200, hidden: true } }),
    r.dict('isRemind', 'supplier_remind', { search: 'equal', defaultValue: 0, table: { width: 120 } }),
    r.flag('status', {
      onLabel: 'status.active',
      offLabel: 'status.paused',
      search: 'equal',
      toggle: 'updateStatus',
      toggleBothWays: true,
      readOnly: true,
      table: { width: 100 },
    }),
    r.createTime(),
  ],
});

export type SupplierRecord = RecordOfDefinition<typeof supplierResource>;
