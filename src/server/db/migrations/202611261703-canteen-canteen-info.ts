import type { Migration } from './types';

/** `canteen_info`: the table of the canteen/canteenInfo definition, as `createTableSql` made it. */
export const migration202611261635: Migration = {
  version: 202611261703,
  name: 'canteen-canteen-info',
  sql: `
CREATE TABLE canteen_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  address TEXT,
  manager TEXT,
  phone TEXT,
  seats INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_canteen_info_tenant ON canteen_info (tenant_id, is_deleted, create_time);
`,
};
