import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'mallFinanceReconcile', {
  zh: {
    title: '财务对账',
    fields: {
      name: '对账名称',
      source: '账单来源',
      periodFrom: '账期开始',
      periodTo: '账期结束',
      fileName: '账单文件',
      matchedCnt: '一致笔数',
      missingOrderCnt: '账单有订单无',
      missingStatementCnt: '订单有账单无',
      mismatchCnt: '金额不符',
      statementCents: '账单金额(元)',
      orderCents: '订单金额(元)',
      compareTime: '对账时间',
    },
    source: { platform: '平台账单', bank: '银行账单', merchant: '商户账单' },
  },
  en: {
    title: 'Finance reconciliation',
    fields: {
      name: 'Name',
      source: 'Statement source',
      periodFrom: 'Period from',
      periodTo: 'Period to',
      fileName: 'Statement file',
      matchedCnt: 'Matched',
      missingOrderCnt: 'Missing in orders',
      missingStatementCnt: 'Missing in statement',
      mismatchCnt: 'Amount mismatches',
      statementCents: 'Statement total (yuan)',
      orderCents: 'Orders total (yuan)',
      compareTime: 'Compared at',
    },
    source: { platform: 'Platform statement', bank: 'Bank statement', merchant: 'Merchant statement' },
  },
});

/**
 * 财务对账 (`/order/reconcile`): one reconciliation of a statement (platform, bank or merchant) against the
 * orders paid in its period. The operator creates the record, then uploads the statement (`fileCompare`,
 * .xlsx or .csv): each line is matched by order number and the counts and totals are kept here; `load/data`
 * answers the lines with their result, `load/platform/data` and `load/merchant/data` the two sides.
 */
export const mallFinanceReconcileResource = r.define({
  menu: '/order/reconcile',
  endpoint: '/blade-desk/mall_finance_reconcile',
  table: 'mall_finance_reconcile',
  ...TENANT_ENTITY,
  permission: 'order_reconcile',
  fields: [
    r.text('name', { search: 'like', required: true, max: 255 }),
    r.choice(
      'source',
      [
        { value: 1, label: 'source.platform' },
        { value: 2, label: 'source.bank' },
        { value: 3, label: 'source.merchant' },
      ],
      { required: true, search: 'equal' },
    ),
    r.date('periodFrom', { required: true }),
    r.date('periodTo', { required: true }),
    r.text('fileName', { max: 255, readOnly: true }),
    r.integer('matchedCnt', { readOnly: true }),
    r.integer('missingOrderCnt', { readOnly: true }),
    r.integer('missingStatementCnt', { readOnly: true }),
    r.integer('mismatchCnt', { readOnly: true }),
    r.money('statementCents', { unit: 'cent', readOnly: true }),
    r.money('orderCents', { unit: 'cent', readOnly: true }),
    r.datetime('compareTime', { readOnly: true }),
    r.createTime(),
  ],
});

export type MallFinanceReconcileRecord = RecordOfDefinition<typeof mallFinanceReconcileResource>;
