import type { Migration } from './types';

/** `bigdata_vehicle_flow`: the table of the traffic/vehicleFlowData definition, as `createTableSql` made it. */
export const migration202611261639: Migration = {
  version: 202611261707,
  name: 'traffic-vehicle-flow-data',
  sql: `
CREATE TABLE bigdata_vehicle_flow (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  location TEXT,
  plate_number TEXT,
  plate_color TEXT,
  vehicle_type TEXT,
  vehicle_color TEXT,
  vehicle_brand TEXT,
  captured_time TEXT,
  device_code TEXT,
  device_location TEXT,
  captured_image TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_bigdata_vehicle_flow_tenant ON bigdata_vehicle_flow (tenant_id, is_deleted, create_time);
`,
};
