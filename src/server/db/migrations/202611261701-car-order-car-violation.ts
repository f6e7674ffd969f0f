import type { Migration } from './types';

/** `order_car_violation`: the table of the car/orderCarViolation definition, as `createTableSql` made it. */
export const migration202611261633: Migration = {
  version: 202611261701,
  name: 'car-order-car-violation',
  sql: `
CREATE TABLE order_car_violation (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_id TEXT,
  plate_number TEXT,
  violation_time TEXT,
  location TEXT,
  content TEXT,
  fine INTEGER,
  points INTEGER,
  handle_status INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_car_violation_tenant ON order_car_violation (tenant_id, is_deleted, create_time);
`,
};
