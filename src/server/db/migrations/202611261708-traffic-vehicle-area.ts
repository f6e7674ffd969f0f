import type { Migration } from './types';

/** `bigdata_vehicle_area`: the table of the traffic/vehicleArea definition, as `createTableSql` made it. */
export const migration202611261640: Migration = {
  version: 202611261708,
  name: 'traffic-vehicle-area',
  sql: `
CREATE TABLE bigdata_vehicle_area (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  area_name TEXT,
  area_code TEXT,
  device_codes TEXT,
  lng REAL,
  lat REAL,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_bigdata_vehicle_area_tenant ON bigdata_vehicle_area (tenant_id, is_deleted, create_time);
`,
};
