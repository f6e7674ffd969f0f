import type { Migration } from './types';

/** `order_car`: the table of the car/orderCar definition, as `createTableSql` made it. */
export const migration202611261629: Migration = {
  version: 202611261659,
  name: 'car-order-car',
  sql: `
CREATE TABLE order_car (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  car_id TEXT,
  plate_number TEXT,
  user_name TEXT,
  phone TEXT,
  start_time TEXT,
  end_time TEXT,
  mileage REAL,
  amount INTEGER,
  order_status INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_car_tenant ON order_car (tenant_id, is_deleted, create_time);
`,
};
