import type { Migration } from './types';

/** `wallets_recharge_amount_config`: the table of the order/walletsrechargeamountconfig definition, as `createTableSql` made it. */
export const migration202611261649: Migration = {
  version: 202611261649,
  name: 'order-walletsrechargeamountconfig',
  sql: `
CREATE TABLE wallets_recharge_amount_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  amount REAL,
  give_amount REAL,
  sort INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_wallets_recharge_amount_config_tenant ON wallets_recharge_amount_config (tenant_id, is_deleted, create_time);
`,
};
