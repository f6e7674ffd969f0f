import type { Migration } from './types';

/** `bigdata_vehicle_hour`: the table of the traffic/vehicleHour definition, as `createTableSql` made it. */
export const migration202611261642: Migration = {
  version: 202611261710,
  name: 'traffic-vehicle-hour',
  sql: `
CREATE TABLE bigdata_vehicle_hour (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  area_code TEXT,
  stat_date TEXT,
  hour INTEGER,
  vehicle_count INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_bigdata_vehicle_hour_tenant ON bigdata_vehicle_hour (tenant_id, is_deleted, create_time);
`,
};
