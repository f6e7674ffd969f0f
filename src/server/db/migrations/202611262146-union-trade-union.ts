import type { Migration } from './types';

/** `trade_union`: the table of the union/tradeUnion definition, as `createTableSql` made it. */
export const migration202611261627: Migration = {
  version: 202611262146,
  name: 'union-trade-union',
  sql: `
CREATE TABLE trade_union (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  biz_user TEXT,
  biz_user_tel TEXT,
  head TEXT,
  head_tel TEXT,
  addr TEXT,
  district TEXT,
  district_show TEXT,
  town TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_tenant ON trade_union (tenant_id, is_deleted, create_time);
`,
};
