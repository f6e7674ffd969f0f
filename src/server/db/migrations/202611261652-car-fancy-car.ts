import type { Migration } from './types';

/** `shop_fancy_car`: the table of the car/fancyCar definition, as `createTableSql` made it. */
export const migration202611261621: Migration = {
  version: 202611261652,
  name: 'car-fancy-car',
  sql: `
CREATE TABLE shop_fancy_car (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  car_id TEXT,
  title TEXT,
  cover TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_fancy_car_tenant ON shop_fancy_car (tenant_id, is_deleted, create_time);
`,
};
