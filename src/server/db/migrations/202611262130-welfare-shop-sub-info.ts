import type { Migration } from './types';

/** `shop_sub_info`: the table of the welfare/shopSubInfo definition, as `createTableSql` made it. */
export const migration202611262130: Migration = {
  version: 202611262130,
  name: 'welfare-shop-sub-info',
  sql: `
CREATE TABLE shop_sub_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  act_id TEXT,
  shop_id TEXT,
  quota INTEGER,
  is_enable INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_sub_info_tenant ON shop_sub_info (tenant_id, is_deleted, create_time);
`,
};
