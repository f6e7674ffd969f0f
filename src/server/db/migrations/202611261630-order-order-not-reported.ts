import type { Migration } from './types';

/** `order_not_reported`: the table of the order/orderNotReported definition, as `createTableSql` made it. */
export const migration202611261630: Migration = {
  version: 202611261630,
  name: 'order-order-not-reported',
  sql: `
CREATE TABLE order_not_reported (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  order_id TEXT,
  shop_name TEXT,
  order_money REAL,
  pay_date TEXT,
  deadline TEXT,
  reason TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_not_reported_tenant ON order_not_reported (tenant_id, is_deleted, create_time);
`,
};
