import type { Migration } from './types';

/** `shop_staff`: the table of the merchant/shopStaff definition, as `createTableSql` made it. */
export const migration202611262103: Migration = {
  version: 202611262103,
  name: 'merchant-shop-staff',
  sql: `
CREATE TABLE shop_staff (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_id TEXT,
  store_id TEXT,
  name TEXT,
  phone TEXT,
  post TEXT,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_staff_tenant ON shop_staff (tenant_id, is_deleted, create_time);
`,
};
