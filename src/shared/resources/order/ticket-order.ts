import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { ORDER_VIEW_FIELDS_EN, ORDER_VIEW_FIELDS_ZH, orderViewFields } from './order-views';

/** Product type 1 (spec 002 §9): the scenic tickets written off at the gate. */
export const TICKET_PRODUCT_TYPE = 1;

const r = resource('order', 'ticketOrder', {
  zh: { title: '核销票务', fields: ORDER_VIEW_FIELDS_ZH, productType: { ticket: '景区门票' } },
  en: { title: 'Write-off tickets', fields: ORDER_VIEW_FIELDS_EN, productType: { ticket: 'Scenic ticket' } },
});

/**
 * 核销票务 (`/order/writeoff-ticket`, `/blade-order/order` page, selectDetail, noComplaintOrderList): the scenic
 * ticket orders (product type 1) of `order_product`, read-only (no add, edit or delete: the spec's own words). The
 * gate writes them off on the product order screen. `noComplaintOrderList` lists the written-off tickets with no
 * complaint deduction (modules/order/ticket-order.ts).
 */
export const ticketOrderResource = r.define({
  menu: '/order/writeoff-ticket',
  endpoint: '/blade-order/order',
  table: 'order_product',
  ...TENANT_ENTITY,
  permission: 'order_writeoff',
  readOnly: true,
  export: true,
  rows: { field: 'productType', in: [TICKET_PRODUCT_TYPE] },
  verbs: { ...STANDARD_VERBS, list: 'page', remove: null },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    ...orderViewFields(r),
    r.choice('productType', [{ value: TICKET_PRODUCT_TYPE, label: 'productType.ticket' }], {
      readOnly: true,
      table: false,
    }),
    r.integer('tradeType', { readOnly: true, table: false, form: false, defaultValue: 1 }),
  ],
});

export type TicketOrderRecord = RecordOfDefinition<typeof ticketOrderResource>;
