import type { Migration } from './types';

/** `wallets_transactions`: the table of the order/walletstransactions definition, as `createTableSql` made it. */
export const migration202611261637: Migration = {
  version: 202611261637,
  name: 'order-walletstransactions',
  sql: `
CREATE TABLE wallets_transactions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  wallet_id TEXT,
  trans_type INTEGER,
  amount REAL,
  balance_after REAL,
  order_no TEXT,
  trans_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_wallets_transactions_tenant ON wallets_transactions (tenant_id, is_deleted, create_time);
`,
};
