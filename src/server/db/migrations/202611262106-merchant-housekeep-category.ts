import type { Migration } from './types';

/** `housekeep_category`: the table of the merchant/housekeepCategory definition, as `createTableSql` made it. */
export const migration202611262106: Migration = {
  version: 202611262106,
  name: 'merchant-housekeep-category',
  sql: `
CREATE TABLE housekeep_category (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  image TEXT,
  sort INTEGER,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_housekeep_category_tenant ON housekeep_category (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_housekeep_category_name ON housekeep_category (tenant_id, name) WHERE is_deleted = 0;
`,
};
