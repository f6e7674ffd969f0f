import type { Migration } from './types';

/** `bigdata_vehicle_statistics`: the table of the traffic/vehicleStatistics definition, as `createTableSql` made it. */
export const migration202611261641: Migration = {
  version: 202611261709,
  name: 'traffic-vehicle-statistics',
  sql: `
CREATE TABLE bigdata_vehicle_statistics (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  area_code TEXT,
  stat_date TEXT,
  vehicle_count INTEGER,
  local_count INTEGER,
  foreign_count INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_bigdata_vehicle_statistics_tenant ON bigdata_vehicle_statistics (tenant_id, is_deleted, create_time);
`,
};
