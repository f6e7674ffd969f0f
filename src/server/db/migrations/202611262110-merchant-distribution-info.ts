import type { Migration } from './types';

/** `shop_distribution_info`: the table of the merchant/distributionInfo definition, as `createTableSql` made it. */
export const migration202611262110: Migration = {
  version: 202611262110,
  name: 'merchant-distribution-info',
  sql: `
CREATE TABLE shop_distribution_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  principal TEXT,
  phone TEXT,
  district_code TEXT,
  commission_rate REAL,
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
CREATE INDEX idx_shop_distribution_info_tenant ON shop_distribution_info (tenant_id, is_deleted, create_time);
`,
};
