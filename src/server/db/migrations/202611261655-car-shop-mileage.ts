import type { Migration } from './types';

/** `shop_mileage`: the table of the car/shopMileage definition, as `createTableSql` made it. */
export const migration202611261624: Migration = {
  version: 202611261655,
  name: 'car-shop-mileage',
  sql: `
CREATE TABLE shop_mileage (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_name TEXT,
  plate_number TEXT,
  stat_date TEXT,
  mileage REAL,
  order_count INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_mileage_tenant ON shop_mileage (tenant_id, is_deleted, create_time);
`,
};
