import type { Migration } from './types';

/** `merchant_comment`: the table of the merchant/comment definition, as `createTableSql` made it. */
export const migration202611262112: Migration = {
  version: 202611262112,
  name: 'merchant-comment',
  sql: `
CREATE TABLE merchant_comment (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  order_id TEXT,
  merchant_id TEXT,
  merchant_name TEXT,
  product_id TEXT,
  product_name TEXT,
  rating INTEGER,
  comment TEXT,
  img TEXT,
  is_anonymity INTEGER,
  is_shield INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_merchant_comment_tenant ON merchant_comment (tenant_id, is_deleted, create_time);
`,
};
