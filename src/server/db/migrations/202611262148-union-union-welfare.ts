import type { Migration } from './types';

/** `trade_union_welfare`: the table of the union/unionWelfare definition, as `createTableSql` made it. */
export const migration202611261629: Migration = {
  version: 202611262148,
  name: 'union-union-welfare',
  sql: `
CREATE TABLE trade_union_welfare (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  type INTEGER,
  name TEXT,
  trade_union_id TEXT,
  par_value REAL,
  blessings TEXT,
  use_scope TEXT,
  use_rule TEXT,
  valid_date_from TEXT,
  valid_date_to TEXT,
  year INTEGER,
  cover TEXT,
  last_send_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_welfare_tenant ON trade_union_welfare (tenant_id, is_deleted, create_time);
`,
};
