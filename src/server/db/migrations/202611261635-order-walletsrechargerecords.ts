import type { Migration } from './types';

/** `wallets_recharge_records`: the table of the order/walletsrechargerecords definition, as `createTableSql` made it. */
export const migration202611261635: Migration = {
  version: 202611261635,
  name: 'order-walletsrechargerecords',
  sql: `
CREATE TABLE wallets_recharge_records (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  wallet_id TEXT,
  amount REAL,
  pay_status INTEGER,
  signature TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_wallets_recharge_records_tenant ON wallets_recharge_records (tenant_id, is_deleted, create_time);
`,
};
