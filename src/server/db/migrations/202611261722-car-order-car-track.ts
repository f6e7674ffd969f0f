import type { Migration } from './types';

/** `order_car_track`: the table of the car/orderCarTrack definition, as `createTableSql` made it. */
export const migration202611261654: Migration = {
  version: 202611261722,
  name: 'car-order-car-track',
  sql: `
CREATE TABLE order_car_track (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_id TEXT,
  lng REAL,
  lat REAL,
  speed REAL,
  gps_time TEXT,
  address TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_car_track_tenant ON order_car_track (tenant_id, is_deleted, create_time);
`,
};
