import type { Migration } from './types';

/** `order_car_mileage`: the table of the car/orderCarMileage definition, as `createTableSql` made it. */
export const migration202611261653: Migration = {
  version: 202611261721,
  name: 'car-order-car-mileage',
  sql: `
CREATE TABLE order_car_mileage (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_id TEXT,
  stat_date TEXT,
  start_mileage REAL,
  end_mileage REAL,
  mileage REAL,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_car_mileage_tenant ON order_car_mileage (tenant_id, is_deleted, create_time);
`,
};
