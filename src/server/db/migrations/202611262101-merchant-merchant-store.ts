import type { Migration } from './types';

/** `merchant_store`: the table of the merchant/merchantStore definition, as `createTableSql` made it. */
export const migration202611262101: Migration = {
  version: 202611262101,
  name: 'merchant-merchant-store',
  sql: `
CREATE TABLE merchant_store (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  merchant_id TEXT,
  name TEXT,
  business_strat_time TEXT,
  business_end_time TEXT,
  longitude REAL,
  latitude REAL,
  address TEXT,
  principal TEXT,
  contact_info TEXT,
  image TEXT,
  info TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_merchant_store_tenant ON merchant_store (tenant_id, is_deleted, create_time);
`,
};
