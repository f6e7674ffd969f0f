import type { Migration } from './types';

/** `shop_billing_rule`: the table of the merchant/billingRule definition, as `createTableSql` made it. */
export const migration202611262128: Migration = {
  version: 202611262128,
  name: 'merchant-billing-rule',
  sql: `
CREATE TABLE shop_billing_rule (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_id TEXT,
  range_min REAL,
  range_max REAL,
  billing_ratio REAL,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_billing_rule_tenant ON shop_billing_rule (tenant_id, is_deleted, create_time);
`,
};
