import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'invoiceRecord', {
  zh: {
    title: '开票记录',
    fields: {
      orderNo: '订单编号',
      title: '发票抬头',
      taxNo: '税号',
      amount: '开票金额(元)',
      invoiceStatus: '开票状态',
      invoiceNo: '发票号码',
      email: '接收邮箱',
      invoiceImg: '发票文件',
      issueDate: '开票时间',
    },
    invoiceStatus: { pending: '待开票', issued: '已开票', failed: '开票失败' },
  },
  en: {
    title: 'Invoice records',
    fields: {
      orderNo: 'Order no.',
      title: 'Title',
      taxNo: 'Tax no.',
      amount: 'Amount (yuan)',
      invoiceStatus: 'Status',
      invoiceNo: 'Invoice no.',
      email: 'Email',
      invoiceImg: 'Invoice',
      issueDate: 'Issued at',
    },
    invoiceStatus: { pending: 'Pending', issued: 'Issued', failed: 'Failed' },
  },
});

/**
 * 开票记录 (`/order/invoice-record`; fields not shown, designed): an invoice asked for an order, with its title
 * and tax number, the amount (never more than the order's), its status and, once issued, its number and file.
 * `page` and `selectInvoiceRecordById` answer as `list` and `detail`.
 */
export const invoiceRecordResource = r.define({
  menu: '/order/invoice-record',
  endpoint: '/blade-order/invoiceRecord',
  table: 'order_invoice_record',
  ...TENANT_ENTITY,
  permission: 'order_invoice_record',
  export: true,
  fields: [
    r.text('orderNo', { search: 'like', required: true, max: 255 }),
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.text('taxNo', { search: 'like', max: 255 }),
    r.money('amount', { required: true, min: 0.01 }),
    r.choice(
      'invoiceStatus',
      [
        { value: 0, label: 'invoiceStatus.pending' },
        { value: 1, label: 'invoiceStatus.issued' },
        { value: 2, label: 'invoiceStatus.failed' },
      ],
      { required: true, search: 'equal', defaultValue: 0 },
    ),
    r.text('invoiceNo', { search: 'like', max: 255 }),
    r.text('email', { max: 255, format: 'email' }),
    r.images('invoiceImg', { max: 3 }),
    r.datetime('issueDate'),
    r.createTime(),
  ],
});

export type InvoiceRecordRecord = RecordOfDefinition<typeof invoiceRecordResource>;
