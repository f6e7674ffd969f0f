import type { Migration } from './types';

/** `order_hot_area`: the table of the car/hotArea definition, as `createTableSql` made it. */
export const migration202611261634: Migration = {
  version: 202611261702,
  name: 'car-hot-area',
  sql: `
CREATE TABLE order_hot_area (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  lng REAL,
  lat REAL,
  radius INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_hot_area_tenant ON order_hot_area (tenant_id, is_deleted, create_time);
`,
};
