import type { Migration } from './types';

/** `trade_union_send_record`: the table of the union/welfareSendRecord definition, as `createTableSql` made it. */
export const migration202611261631: Migration = {
  version: 202611262149,
  name: 'union-welfare-send-record',
  sql: `
CREATE TABLE trade_union_send_record (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  welfare_id TEXT,
  trade_union_id TEXT,
  send_type INTEGER,
  total_count INTEGER,
  scount INTEGER,
  fcount INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_send_record_tenant ON trade_union_send_record (tenant_id, is_deleted, create_time);
`,
};
