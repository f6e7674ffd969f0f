import type { Migration } from './types';

/** `shop_welfare_setting`: the table of the welfare/welfareSetting definition, as `createTableSql` made it. */
export const migration202611262119: Migration = {
  version: 202611262119,
  name: 'welfare-welfare-setting',
  sql: `
CREATE TABLE shop_welfare_setting (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  act_id TEXT,
  lunci TEXT,
  fenlei TEXT,
  limit_num INTEGER,
  from_time TEXT,
  to_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_welfare_setting_tenant ON shop_welfare_setting (tenant_id, is_deleted, create_time);
`,
};
