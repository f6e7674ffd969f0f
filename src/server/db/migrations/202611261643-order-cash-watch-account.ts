import type { Migration } from './types';

/** `operation_cash_watch_account`: the table of the order/cashWatchAccount definition, as `createTableSql` made it. */
export const migration202611261643: Migration = {
  version: 202611261643,
  name: 'order-cash-watch-account',
  sql: `
CREATE TABLE operation_cash_watch_account (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_name TEXT,
  shop_id TEXT,
  bank_name TEXT,
  account_name TEXT,
  account_no TEXT,
  watch_money REAL,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_operation_cash_watch_account_tenant ON operation_cash_watch_account (tenant_id, is_deleted, create_time);
`,
};
