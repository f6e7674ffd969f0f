import type { Migration } from './types';

/** `blade_notice`: the table of the ops/notice definition, as `createTableSql` made it. */
export const migration202611261616: Migration = {
  version: 202611262133,
  name: 'ops-notice',
  sql: `
CREATE TABLE blade_notice (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  category INTEGER,
  role_ids TEXT,
  release_time TEXT,
  content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_notice_tenant ON blade_notice (tenant_id, is_deleted, create_time);
`,
};
