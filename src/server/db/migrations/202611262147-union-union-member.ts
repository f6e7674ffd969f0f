import type { Migration } from './types';

/** `trade_union_member`: the table of the union/unionMember definition, as `createTableSql` made it. */
export const migration202611261628: Migration = {
  version: 202611262147,
  name: 'union-union-member',
  sql: `
CREATE TABLE trade_union_member (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  trade_union_id TEXT,
  real_name TEXT,
  id_card TEXT,
  sex INTEGER,
  birthday TEXT,
  phone TEXT,
  work_unit TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_member_tenant ON trade_union_member (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_trade_union_member_id_card ON trade_union_member (tenant_id, id_card) WHERE is_deleted = 0;
`,
};
