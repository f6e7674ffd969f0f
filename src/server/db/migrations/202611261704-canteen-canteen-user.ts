import type { Migration } from './types';

/** `canteen_user`: the table of the canteen/canteenUser definition, as `createTableSql` made it. */
export const migration202611261636: Migration = {
  version: 202611261704,
  name: 'canteen-canteen-user',
  sql: `
CREATE TABLE canteen_user (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  canteen_id TEXT,
  name TEXT,
  sex INTEGER,
  phone TEXT,
  work_unit TEXT,
  card_no TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_canteen_user_tenant ON canteen_user (tenant_id, is_deleted, create_time);
`,
};
