import type { Migration } from './types';

/** `travel_circle`: the table of the merchant/circle definition, as `createTableSql` made it. */
export const migration202611262113: Migration = {
  version: 202611262113,
  name: 'merchant-circle',
  sql: `
CREATE TABLE travel_circle (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  user_name TEXT,
  content TEXT,
  images TEXT,
  product_id TEXT,
  location TEXT,
  like_num INTEGER,
  is_shield INTEGER,
  audit_status INTEGER,
  audit_msg TEXT,
  audit_time TEXT,
  audit_user TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_travel_circle_tenant ON travel_circle (tenant_id, is_deleted, create_time);
`,
};
