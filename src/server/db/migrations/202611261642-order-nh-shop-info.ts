import type { Migration } from './types';

/** `order_nh_shop_info`: the table of the order/nhShopInfo definition, as `createTableSql` made it. */
export const migration202611261642: Migration = {
  version: 202611261642,
  name: 'order-nh-shop-info',
  sql: `
CREATE TABLE order_nh_shop_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_name TEXT,
  shop_id TEXT,
  sub_mer_id TEXT,
  sub_mer_name TEXT,
  settle_account TEXT,
  coupon_link TEXT,
  sync_status INTEGER,
  sync_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_nh_shop_info_tenant ON order_nh_shop_info (tenant_id, is_deleted, create_time);
`,
};
