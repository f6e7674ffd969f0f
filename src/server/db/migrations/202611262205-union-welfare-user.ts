import type { Migration } from './types';

/** `trade_union_welfare_user`: the table of the union/unionWelfareUser definition, as `createTableSql` made it. */
export const migration202611261656: Migration = {
  version: 202611262205,
  name: 'union-welfare-user',
  sql: `
CREATE TABLE trade_union_welfare_user (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  welfare_id TEXT,
  user_id TEXT,
  trade_union_id TEXT,
  amount REAL,
  not_use REAL,
  used REAL,
  used_time TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_welfare_user_tenant ON trade_union_welfare_user (tenant_id, is_deleted, create_time);
`,
};
