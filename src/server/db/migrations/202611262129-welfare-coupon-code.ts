import type { Migration } from './types';

/** `coupon_codes_record`: the table of the welfare/couponCode definition, as `createTableSql` made it. */
export const migration202611262129: Migration = {
  version: 202611262129,
  name: 'welfare-coupon-code',
  sql: `
CREATE TABLE coupon_codes_record (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_welfare_id TEXT,
  code TEXT,
  user_id TEXT,
  receive_time TEXT,
  use_status INTEGER,
  use_time TEXT,
  order_id TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_coupon_codes_record_tenant ON coupon_codes_record (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_coupon_codes_record_code ON coupon_codes_record (tenant_id, code) WHERE is_deleted = 0;
`,
};
