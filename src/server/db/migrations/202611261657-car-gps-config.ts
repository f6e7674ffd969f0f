import type { Migration } from './types';

/** `car_gps_config`: the table of the car/gpsConfig definition, as `createTableSql` made it. */
export const migration202611261627: Migration = {
  version: 202611261657,
  name: 'car-gps-config',
  sql: `
CREATE TABLE car_gps_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  api_url TEXT,
  account TEXT,
  secret TEXT,
  push_interval INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_car_gps_config_tenant ON car_gps_config (tenant_id, is_deleted, create_time);
`,
};
