import type { Migration } from './types';

/** `shop_welfare_user`: the table of the welfare/welfareUser definition, as `createTableSql` made it. */
export const migration202611262126: Migration = {
  version: 202611262126,
  name: 'welfare-welfare-user',
  sql: `
CREATE TABLE shop_welfare_user (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_welfare_id TEXT,
  user_id TEXT,
  user_name TEXT,
  receive_time TEXT,
  use_status INTEGER,
  use_time TEXT,
  order_id TEXT,
  valid_date TEXT,
  unexpired INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_welfare_user_tenant ON shop_welfare_user (tenant_id, is_deleted, create_time);
`,
};
