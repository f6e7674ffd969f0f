import type { Migration } from './types';

/** `shop_advertising`: the table of the merchant/advertising definition, as `createTableSql` made it. */
export const migration202611262109: Migration = {
  version: 202611262109,
  name: 'merchant-advertising',
  sql: `
CREATE TABLE shop_advertising (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  shop_id TEXT,
  image TEXT,
  link_url TEXT,
  start_time TEXT,
  end_time TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_advertising_tenant ON shop_advertising (tenant_id, is_deleted, create_time);
`,
};
