import type { Migration } from './types';

/** `canteen_log`: the table of the canteen/canteenLog definition, as `createTableSql` made it. */
export const migration202611261637: Migration = {
  version: 202611261705,
  name: 'canteen-canteen-log',
  sql: `
CREATE TABLE canteen_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  biz_no TEXT,
  canteen_id TEXT,
  canteen_name TEXT,
  section INTEGER,
  money INTEGER,
  pay_type INTEGER,
  pay_time TEXT,
  user_id INTEGER,
  user TEXT,
  sex INTEGER,
  work_unit TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_canteen_log_tenant ON canteen_log (tenant_id, is_deleted, create_time);
`,
};
