import type { Migration } from './types';

/** `member_import_log`: the table of the member/importLog definition, as `createTableSql` made it. */
export const migration202611261649: Migration = {
  version: 202611261717,
  name: 'member-import-log',
  sql: `
CREATE TABLE member_import_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  log_id TEXT,
  id_card TEXT,
  real_name TEXT,
  sex INTEGER,
  birthday TEXT,
  phone TEXT,
  remark TEXT,
  reson TEXT,
  is_sucess INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_member_import_log_tenant ON member_import_log (tenant_id, is_deleted, create_time);
`,
};
