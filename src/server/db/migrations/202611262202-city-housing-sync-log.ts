import type { Migration } from './types';

/** `municipal_housing_sync_log`: the table of the city/housingSyncLog definition, as `createTableSql` made it. */
export const migration202611261646: Migration = {
  version: 202611262202,
  name: 'city-housing-sync-log',
  sql: `
CREATE TABLE municipal_housing_sync_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  kind TEXT,
  success INTEGER,
  added INTEGER,
  changed INTEGER,
  unchanged INTEGER,
  failed INTEGER,
  message TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_municipal_housing_sync_log_tenant ON municipal_housing_sync_log (tenant_id, is_deleted, create_time);
`,
};
