import type { Migration } from './types';

/** `order_invoice_title`: the table of the order/invoiceTitle definition, as `createTableSql` made it. */
export const migration202611261640: Migration = {
  version: 202611261640,
  name: 'order-invoice-title',
  sql: `
CREATE TABLE order_invoice_title (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  title_type INTEGER,
  tax_no TEXT,
  address TEXT,
  phone TEXT,
  bank_name TEXT,
  bank_account TEXT,
  user_id TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_invoice_title_tenant ON order_invoice_title (tenant_id, is_deleted, create_time);
`,
};
