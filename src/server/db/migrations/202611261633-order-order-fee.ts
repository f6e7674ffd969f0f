import type { Migration } from './types';

/** `order_fee`: the table of the order/orderFee definition, as `createTableSql` made it. */
export const migration202611261633: Migration = {
  version: 202611261633,
  name: 'order-order-fee',
  sql: `
CREATE TABLE order_fee (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_name TEXT,
  shop_id TEXT,
  fee_rate REAL,
  min_fee REAL,
  max_fee REAL,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_fee_tenant ON order_fee (tenant_id, is_deleted, create_time);
`,
};
