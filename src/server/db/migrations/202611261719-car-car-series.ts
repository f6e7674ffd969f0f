import type { Migration } from './types';

/** `shop_car_series`: the table of the car/carSeries definition, as `createTableSql` made it. */
export const migration202611261651: Migration = {
  version: 202611261719,
  name: 'car-car-series',
  sql: `
CREATE TABLE shop_car_series (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  brand_id TEXT,
  name TEXT,
  car_class TEXT,
  seats INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_car_series_tenant ON shop_car_series (tenant_id, is_deleted, create_time);
`,
};
