import type { Migration } from './types';

/** `housekeep_info`: the table of the merchant/housekeepInfo definition, as `createTableSql` made it. */
export const migration202611262107: Migration = {
  version: 202611262107,
  name: 'merchant-housekeep-info',
  sql: `
CREATE TABLE housekeep_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  category_id TEXT,
  score REAL,
  phone TEXT,
  img TEXT,
  describes TEXT,
  tags TEXT,
  is_auth INTEGER,
  is_business INTEGER,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_housekeep_info_tenant ON housekeep_info (tenant_id, is_deleted, create_time);
`,
};
