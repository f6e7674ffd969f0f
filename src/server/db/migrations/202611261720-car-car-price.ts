import type { Migration } from './types';

/** `shop_car_price`: the table of the car/carPrice definition, as `createTableSql` made it. */
export const migration202611261652: Migration = {
  version: 202611261720,
  name: 'car-car-price',
  sql: `
CREATE TABLE shop_car_price (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  car_id TEXT,
  day_price INTEGER,
  hour_price INTEGER,
  deposit INTEGER,
  start_date TEXT,
  end_date TEXT,
  audit_status INTEGER,
  audit_msg TEXT,
  audit_time TEXT,
  audit_user TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_car_price_tenant ON shop_car_price (tenant_id, is_deleted, create_time);
`,
};
