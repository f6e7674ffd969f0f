import type { Migration } from './types';

/** `shop_car_brand`: the table of the car/carBrand definition, as `createTableSql` made it. */
export const migration202611261618: Migration = {
  version: 202611261650,
  name: 'car-car-brand',
  sql: `
CREATE TABLE shop_car_brand (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  initial TEXT,
  logo TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_car_brand_tenant ON shop_car_brand (tenant_id, is_deleted, create_time);
`,
};
