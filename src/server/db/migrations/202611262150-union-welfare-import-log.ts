import type { Migration } from './types';

/** `trade_union_import_log`: the table of the union/welfareImportLog definition, as `createTableSql` made it. */
export const migration202611261632: Migration = {
  version: 202611262150,
  name: 'union-welfare-import-log',
  sql: `
CREATE TABLE trade_union_import_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  log_id TEXT,
  id_card TEXT,
  real_name TEXT,
  sex TEXT,
  birthday TEXT,
  phone TEXT,
  remark TEXT,
  is_sucess INTEGER,
  reson TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_import_log_tenant ON trade_union_import_log (tenant_id, is_deleted, create_time);
`,
};
