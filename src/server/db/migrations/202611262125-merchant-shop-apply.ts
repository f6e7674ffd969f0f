import type { Migration } from './types';

/** `shop_apply`: the table of the merchant/shopApply definition, as `createTableSql` made it. */
export const migration202611262125: Migration = {
  version: 202611262125,
  name: 'merchant-shop-apply',
  sql: `
CREATE TABLE shop_apply (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  sub_category_id TEXT,
  principal TEXT,
  phone TEXT,
  town_code TEXT,
  address TEXT,
  license_img TEXT,
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
CREATE INDEX idx_shop_apply_tenant ON shop_apply (tenant_id, is_deleted, create_time);
`,
};
