import type { Migration } from './types';

/** `merchant_rating`: the table of the merchant/rating definition, as `createTableSql` made it. */
export const migration202611262115: Migration = {
  version: 202611262115,
  name: 'merchant-rating',
  sql: `
CREATE TABLE merchant_rating (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  product_type INTEGER,
  score INTEGER,
  sort INTEGER,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_merchant_rating_tenant ON merchant_rating (tenant_id, is_deleted, create_time);
`,
};
