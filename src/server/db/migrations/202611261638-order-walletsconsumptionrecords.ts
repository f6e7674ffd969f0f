import type { Migration } from './types';

/** `wallets_consumption_records`: the table of the order/walletsconsumptionrecords definition, as `createTableSql` made it. */
export const migration202611261638: Migration = {
  version: 202611261638,
  name: 'order-walletsconsumptionrecords',
  sql: `
CREATE TABLE wallets_consumption_records (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  wallet_id TEXT,
  order_no TEXT,
  shop_name TEXT,
  amount REAL,
  consume_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_wallets_consumption_records_tenant ON wallets_consumption_records (tenant_id, is_deleted, create_time);
`,
};
