import type { Migration } from './types';

/** `order_car_stop`: the table of the car/orderCarStop definition, as `createTableSql` made it. */
export const migration202611261631: Migration = {
  version: 202611261700,
  name: 'car-order-car-stop',
  sql: `
CREATE TABLE order_car_stop (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_id TEXT,
  lng REAL,
  lat REAL,
  address TEXT,
  start_time TEXT,
  end_time TEXT,
  duration INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_car_stop_tenant ON order_car_stop (tenant_id, is_deleted, create_time);
`,
};
