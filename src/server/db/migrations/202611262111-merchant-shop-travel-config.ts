import type { Migration } from './types';

/** `shop_travel_config`: the table of the merchant/shopTravelConfig definition, as `createTableSql` made it. */
export const migration202611262111: Migration = {
  version: 202611262111,
  name: 'merchant-shop-travel-config',
  sql: `
CREATE TABLE shop_travel_config (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_id TEXT,
  config_type INTEGER,
  title TEXT,
  cover TEXT,
  content TEXT,
  putaway INTEGER,
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
CREATE INDEX idx_shop_travel_config_tenant ON shop_travel_config (tenant_id, is_deleted, create_time);
`,
};
