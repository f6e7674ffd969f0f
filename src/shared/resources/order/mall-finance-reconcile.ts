import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

export const mallFinanceReconcileKit = resource('order', 'mallFinanceReconcile', {
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
    compare: {
      action: '对账',
      title: '财务对账：{{name}}',
      hint: '上传账单（.csv 或 .xlsx，含订单编号列和金额列），与账期内已支付、已核销的订单逐笔比对。重新上传会替换上次的结果。',
      pick: '选择账单文件',
      none: '未选择文件',
      start: '上传并对账',
      busy: '对账中…',
      done: '对账完成：一致{{matched}}笔，金额不符{{mismatch}}笔',
      never: '尚未对账',
      filter: '对账结果',
      all: '全部',
      export: '导出明细',
      empty: '没有符合条件的明细',
      close: '关闭',
      total: '共 {{n}} 条',
      prev: '上一页',
      next: '下一页',
    },
    result: {
      matched: '一致',
      mismatch: '金额不符',
      duplicate: '重复',
      missingOrder: '账单有订单无',
      missingStatement: '订单有账单无',
    },
    lines: {
      lineNo: '账单行号',
      orderNo: '订单编号',
      result: '对账结果',
      statementMoney: '账单金额(元)',
      orderMoney: '订单金额(元)',
    },
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
    compare: {
      action: 'Reconcile',
      title: 'Reconciliation: {{name}}',
      hint: 'Upload a statement (.csv or .xlsx with an order-number and an amount column); each line is compared with the paid and redeemed orders of the period. A new upload replaces the last result.',
      pick: 'Choose the statement',
      none: 'No file chosen',
      start: 'Upload and compare',
      busy: 'Comparing…',
      done: 'Compared: {{matched}} matched, {{mismatch}} amount mismatches',
      never: 'Not compared yet',
      filter: 'Result',
      all: 'All',
      export: 'Export the lines',
      empty: 'No line matches',
      close: 'Close',
      total: '{{n}} in all',
      prev: 'Previous',
      next: 'Next',
    },
    result: {
      matched: 'Matched',
      mismatch: 'Amount mismatch',
      duplicate: 'Duplicate',
      missingOrder: 'Missing in orders',
      missingStatement: 'Missing in statement',
    },
    lines: {
      lineNo: 'Line',
      orderNo: 'Order no.',
      result: 'Result',
      statementMoney: 'Statement (yuan)',
      orderMoney: 'Order (yuan)',
    },
  },
});

/**
 * 财务对账 (`/order/reconcile`): one reconciliation of a statement (platform, bank or merchant) against the
 * orders paid in its period. The operator creates the record, then uploads the statement (`fileCompare`,
 * .xlsx or .csv): each line is matched by order number and the counts and totals are kept here; `load/data`
 * answers the lines with their result, `load/platform/data` and `load/merchant/data` the two sides.
 */
const r = mallFinanceReconcileKit;

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
