import type { Migration } from './types';

/** `order_ledger`: the table of the order/orderLedger definition, as `createTableSql` made it. */
export const migration202611261627: Migration = {
  version: 202611261627,
  name: 'order-order-ledger',
  sql: `
CREATE TABLE order_ledger (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  user_name TEXT,
  shop_name TEXT,
  order_money REAL,
  shop_welfare REAL,
  admin_status INTEGER,
  file1 TEXT,
  file2 TEXT,
  file3 TEXT,
  admin_msg TEXT,
  admin_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_ledger_tenant ON order_ledger (tenant_id, is_deleted, create_time);
`,
};
