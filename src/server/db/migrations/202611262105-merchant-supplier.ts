import type { Migration } from './types';

/** `merchant_supplier`: the table of the merchant/supplier definition, as `createTableSql` made it. */
export const migration202611262105: Migration = {
  version: 202611262105,
  name: 'merchant-supplier',
  sql: `
CREATE TABLE merchant_supplier (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  type TEXT,
  principal TEXT,
  contact_info TEXT,
  settlement_cycle INTEGER,
  last_settlement_time TEXT,
  next_settlement_date TEXT,
  district_code TEXT,
  area TEXT,
  is_remind INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_merchant_supplier_tenant ON merchant_supplier (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_merchant_supplier_name ON merchant_supplier (tenant_id, name) WHERE is_deleted = 0;
`,
};
