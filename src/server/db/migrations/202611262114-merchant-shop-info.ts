import type { Migration } from './types';

/** `shop_info`: the table of the merchant/shopInfo definition, as `createTableSql` made it. */
export const migration202611262114: Migration = {
  version: 202611262114,
  name: 'merchant-shop-info',
  sql: `
CREATE TABLE shop_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  merchant_id TEXT,
  shop_name TEXT,
  work_time TEXT,
  customer_service_phone TEXT,
  shop_towns TEXT,
  shop_address TEXT,
  shop_xx_address TEXT,
  send_car_range REAL,
  shop_functionary TEXT,
  shop_phone TEXT,
  logo TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_info_tenant ON shop_info (tenant_id, is_deleted, create_time);
`,
};
