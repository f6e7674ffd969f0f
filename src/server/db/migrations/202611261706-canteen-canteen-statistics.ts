import type { Migration } from './types';

/** `canteen_statistics`: the table of the canteen/canteenStatistics definition, as `createTableSql` made it. */
export const migration202611261638: Migration = {
  version: 202611261706,
  name: 'canteen-canteen-statistics',
  sql: `
CREATE TABLE canteen_statistics (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  canteen_id TEXT,
  name TEXT,
  stat_date TEXT,
  cnt1 INTEGER,
  total1 INTEGER,
  cnt2 INTEGER,
  total2 INTEGER,
  cnt3 INTEGER,
  total3 INTEGER,
  cnt INTEGER,
  total INTEGER,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_canteen_statistics_tenant ON canteen_statistics (tenant_id, is_deleted, create_time);
`,
};
