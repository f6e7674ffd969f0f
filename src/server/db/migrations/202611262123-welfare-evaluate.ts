import type { Migration } from './types';

/** `order_evaluate`: the table of the welfare/evaluate definition, as `createTableSql` made it. */
export const migration202611262123: Migration = {
  version: 202611262123,
  name: 'welfare-evaluate',
  sql: `
CREATE TABLE order_evaluate (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  obj_id TEXT,
  obj_name TEXT,
  order_id TEXT,
  user_name TEXT,
  score INTEGER,
  content TEXT,
  images TEXT,
  reply TEXT,
  reply_time TEXT,
  is_show INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_evaluate_tenant ON order_evaluate (tenant_id, is_deleted, create_time);
`,
};
