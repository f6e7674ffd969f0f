import type { Migration } from './types';

/** `order_invoice_record`: the table of the order/invoiceRecord definition, as `createTableSql` made it. */
export const migration202611261641: Migration = {
  version: 202611261641,
  name: 'order-invoice-record',
  sql: `
CREATE TABLE order_invoice_record (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  title TEXT,
  tax_no TEXT,
  amount REAL,
  invoice_status INTEGER,
  invoice_no TEXT,
  email TEXT,
  invoice_img TEXT,
  issue_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_invoice_record_tenant ON order_invoice_record (tenant_id, is_deleted, create_time);
`,
};
