import type { Migration } from './types';

/** `order_welfare_balance_log`: the table of the order/welfareBalanceLog definition, as `createTableSql` made it. */
export const migration202611261613: Migration = {
  version: 202611261613,
  name: 'order-welfare-balance-log',
  sql: `
CREATE TABLE order_welfare_balance_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  welfare_user_id TEXT,
  use_type INTEGER,
  order_id TEXT,
  order_no TEXT,
  refund_id TEXT,
  before_amount INTEGER,
  change_amount INTEGER,
  after_amount INTEGER,
  change_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_welfare_balance_log_tenant ON order_welfare_balance_log (tenant_id, is_deleted, create_time);
`,
};
