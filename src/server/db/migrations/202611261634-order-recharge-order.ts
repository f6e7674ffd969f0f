import type { Migration } from './types';

/** `order_recharge`: the table of the order/rechargeOrder definition, as `createTableSql` made it. */
export const migration202611261634: Migration = {
  version: 202611261634,
  name: 'order-recharge-order',
  sql: `
CREATE TABLE order_recharge (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  user_id TEXT,
  user_name TEXT,
  user_tel TEXT,
  amount REAL,
  give_amount REAL,
  pay_status INTEGER,
  pay_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_recharge_tenant ON order_recharge (tenant_id, is_deleted, create_time);
`,
};
