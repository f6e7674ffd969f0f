import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('order', 'invoiceTitle', {
  zh: {
    title: '发票抬头',
    fields: {
      title: '发票抬头',
      titleType: '抬头类型',
      taxNo: '税号',
      address: '注册地址',
      phone: '注册电话',
      bankName: '开户银行',
      bankAccount: '银行账号',
      userId: '用户ID',
    },
    titleType: { company: '企业', person: '个人' },
  },
  en: {
    title: 'Invoice titles',
    fields: {
      title: 'Title',
      titleType: 'Title type',
      taxNo: 'Tax no.',
      address: 'Registered address',
      phone: 'Phone',
      bankName: 'Bank',
      bankAccount: 'Bank account',
      userId: 'User ID',
    },
    titleType: { company: 'Company', person: 'Individual' },
  },
});

/**
 * 发票抬头 (`/order/invoice-title`; fields not shown, designed): the invoice titles members keep, a company's with
 * its tax number and bank details, or a person's name.
 */
export const invoiceTitleResource = r.define({
  menu: '/order/invoice-title',
  endpoint: '/blade-order/invoiceTitle',
  table: 'order_invoice_title',
  ...TENANT_ENTITY,
  permission: 'order_invoice_title',
  fields: [
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.choice(
      'titleType',
      [
        { value: 1, label: 'titleType.company' },
        { value: 2, label: 'titleType.person' },
      ],
      { required: true, search: 'equal' },
    ),
    r.text('taxNo', { search: 'like', max: 255 }),
    r.text('address', { search: 'like', max: 255 }),
    r.text('phone', { search: 'like', max: 255 }),
    r.text('bankName', { search: 'like', max: 255 }),
    r.text('bankAccount', { search: 'like', max: 255 }),
    r.text('userId', { search: 'like', max: 255 }),
    r.createTime(),
  ],
});

export type InvoiceTitleRecord = RecordOfDefinition<typeof invoiceTitleResource>;
