import type { Migration } from './types';

/** `shop_welfare`: the table of the welfare/coupon definition, as `createTableSql` made it. */
export const migration202611262116: Migration = {
  version: 202611262116,
  name: 'welfare-coupon',
  sql: `
CREATE TABLE shop_welfare (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  ues_product_type INTEGER,
  shop_id TEXT,
  shop_name TEXT,
  setting TEXT,
  type INTEGER,
  amount REAL,
  min_use REAL,
  remark TEXT,
  open_type INTEGER,
  img TEXT,
  title1 TEXT,
  title2 TEXT,
  receive_type INTEGER,
  receive_from TEXT,
  receive_to TEXT,
  publish_cnt_type INTEGER,
  publish_cnt INTEGER,
  receive_cnt INTEGER,
  use_type INTEGER,
  use_type_days INTEGER,
  use_type_from TEXT,
  use_type_to TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_welfare_tenant ON shop_welfare (tenant_id, is_deleted, create_time);
`,
};
