import type { Migration } from './types';

/** `shop_settle_account`: the table of the merchant/shopSettleAccount definition, as `createTableSql` made it. */
export const migration202611262104: Migration = {
  version: 202611262104,
  name: 'merchant-shop-settle-account',
  sql: `
CREATE TABLE shop_settle_account (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_id TEXT,
  account_type INTEGER,
  account_name TEXT,
  bank_name TEXT,
  bank_branch TEXT,
  account_no TEXT,
  is_default INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_settle_account_tenant ON shop_settle_account (tenant_id, is_deleted, create_time);
`,
};
