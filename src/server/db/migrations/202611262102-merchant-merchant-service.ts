import type { Migration } from './types';

/** `merchant_service`: the table of the merchant/merchantService definition, as `createTableSql` made it. */
export const migration202611262102: Migration = {
  version: 202611262102,
  name: 'merchant-merchant-service',
  sql: `
CREATE TABLE merchant_service (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  merchant_id TEXT,
  name TEXT,
  image TEXT,
  info TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_merchant_service_tenant ON merchant_service (tenant_id, is_deleted, create_time);
`,
};
