import type { Migration } from './types';

/** `car_price_config`: the table of the car/carPriceConfig definition, as `createTableSql` made it. */
export const migration202611261626: Migration = {
  version: 202611261656,
  name: 'car-car-price-config',
  sql: `
CREATE TABLE car_price_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  base_mileage INTEGER,
  over_mileage_price INTEGER,
  overtime_price INTEGER,
  deposit INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_car_price_config_tenant ON car_price_config (tenant_id, is_deleted, create_time);
`,
};
