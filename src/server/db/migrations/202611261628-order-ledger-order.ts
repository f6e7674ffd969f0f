import type { Migration } from './types';

/** `order_ledger_order`: the table of the order/ledgerOrder definition, as `createTableSql` made it. */
export const migration202611261628: Migration = {
  version: 202611261628,
  name: 'order-ledger-order',
  sql: `
CREATE TABLE order_ledger_order (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  order_id TEXT,
  ledger_money REAL,
  shop_id TEXT,
  ledger_status INTEGER,
  parent_id TEXT,
  security_no TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_ledger_order_tenant ON order_ledger_order (tenant_id, is_deleted, create_time);
`,
};
