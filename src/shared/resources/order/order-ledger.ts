import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'orderLedger', {
  zh: {
    title: '订单台账',
    fields: {
      orderNo: '订单编号',
      userName: '用户姓名',
      shopName: '商户名称',
      orderMoney: '订单金额(元)',
      shopWelfare: '消费券抵扣(元)',
      adminStatus: '审核状态',
      file1: '合同照片',
      file2: '发票照片',
      file3: '收据照片',
      adminMsg: '驳回原因',
      adminDate: '审核时间',
    },
    rules: { adminMsg: '请输入驳回原因' },
    actions: { report: '提交审核', audit: '审核', settle: '结算' },
    counts: {
      caption: '当前查询条件下各审核状态的台账数',
      failed: '状态统计加载失败',
      retry: '重试',
      pick: '只看“{{status}}”的台账，再点一次显示全部',
    },
  },
  en: {
    title: 'Order ledger',
    fields: {
      orderNo: 'Order no.',
      userName: 'Buyer',
      shopName: 'Merchant',
      orderMoney: 'Order amount (yuan)',
      shopWelfare: 'Coupon deduction (yuan)',
      adminStatus: 'Review status',
      file1: 'Contract photos',
      file2: 'Invoice photos',
      file3: 'Receipt photos',
      adminMsg: 'Rejection reason',
      adminDate: 'Reviewed at',
    },
    rules: { adminMsg: 'Please give the reason for the rejection' },
    actions: { report: 'Submit for review', audit: 'Review', settle: 'Settle' },
    counts: {
      caption: 'Ledger records per review status for the current search',
      failed: 'The counts per status could not be loaded',
      retry: 'Retry',
      pick: 'Show only “{{status}}” records; press again to show all',
    },
  },
});

/**
 * 订单台账 (`/order/ledger`, spec 002 §3 "Ledger/contract-related record"): one record per settled order with the
 * contract, invoice and receipt photos (`file1..3`, up to three jpg/jpeg/png images of at most 10 MB each). Review
 * for settlement: `adminStatus` 0 not submitted → 1 submitted (`report`) → 2 rejected with `adminMsg` or 3
 * passed (`audit`, stamped `adminDate`, history in common_audit_record) → 4 settled (`settle`, the settlement run). The
 * status moves only by these actions; `listDiv` answers the count per status for the same search (the tabs).
 */
export const orderLedgerResource = r.define({
  menu: '/order/ledger',
  endpoint: '/blade-order/orderLedger',
  table: 'order_ledger',
  ...TENANT_ENTITY,
  permission: 'order_ledger',
  export: true,
  actions: [
    // 提交审核: the merchant's photos are in; a rejected record comes back here after it is corrected.
    r.transition('report', { permission: 'order_ledger_edit', field: 'adminStatus', from: [0, 2], to: 1 }),
    // 审核: pass, or reject with the reason the merchant reads; stamped with the date, kept in the history.
    r.transition('audit', {
      permission: 'order_ledger_audit',
      field: 'adminStatus',
      from: [1],
      to: [2, 3],
      input: ['adminStatus', 'adminMsg'],
      stamp: { adminDate: 'now' },
    }),
    // 结算: the settlement run of the passed records: each order's profit split is written and the order marked
    // settled, all or nothing (modules/order/settlement-run.ts).
    r.transition('settle', { permission: 'order_ledger_settle', field: 'adminStatus', from: [3], to: 4 }),
  ],
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('userName', { search: 'like', max: 255 }),
    r.text('shopName', { search: 'like', max: 255 }),
    r.money('orderMoney'),
    r.money('shopWelfare'),
    r.dict('adminStatus', 'admin_status', { search: 'equal', readOnly: true, defaultValue: 0 }),
    r.images('file1', { max: 3 }),
    r.images('file2', { max: 3 }),
    r.images('file3', { max: 3 }),
    r.textarea('adminMsg', { max: 255, required: { when: { field: 'adminStatus', in: [2] } } }),
    r.datetime('adminDate', { readOnly: true }),
    r.createTime(),
  ],
});

export type OrderLedgerRecord = RecordOfDefinition<typeof orderLedgerResource>;
