import type { Migration } from './types';

/** `wallets`: the table of the order/wallets definition, as `createTableSql` made it. */
export const migration202611261636: Migration = {
  version: 202611261636,
  name: 'order-wallets',
  sql: `
CREATE TABLE wallets (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  user_id TEXT,
  user_name TEXT,
  user_tel TEXT,
  balance REAL,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_wallets_tenant ON wallets (tenant_id, is_deleted, create_time);
`,
};
