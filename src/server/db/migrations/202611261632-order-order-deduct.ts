import type { Migration } from './types';

/** `order_deduct`: the table of the order/orderDeduct definition, as `createTableSql` made it. */
export const migration202611261632: Migration = {
  version: 202611261632,
  name: 'order-order-deduct',
  sql: `
CREATE TABLE order_deduct (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  order_id TEXT,
  shop_id TEXT,
  shop_name TEXT,
  deduct_money REAL,
  deduct_type INTEGER,
  reason TEXT,
  deduct_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_deduct_tenant ON order_deduct (tenant_id, is_deleted, create_time);
`,
};
