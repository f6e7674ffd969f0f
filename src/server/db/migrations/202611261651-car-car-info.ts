import type { Migration } from './types';

/** `shop_car_info`: the table of the car/carInfo definition, as `createTableSql` made it. */
export const migration202611261620: Migration = {
  version: 202611261651,
  name: 'car-car-info',
  sql: `
CREATE TABLE shop_car_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  plate_number TEXT,
  brand_id TEXT,
  series_id TEXT,
  color TEXT,
  seats INTEGER,
  vin TEXT,
  images TEXT,
  shop_name TEXT,
  gps_device_no TEXT,
  day_price INTEGER,
  rent_status INTEGER,
  audit_status INTEGER,
  audit_msg TEXT,
  audit_time TEXT,
  audit_user TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_car_info_tenant ON shop_car_info (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_shop_car_info_plate_number ON shop_car_info (tenant_id, plate_number) WHERE is_deleted = 0;
`,
};
