import type { Migration } from './types';

/** `shop_contract`: the table of the car/contract definition, as `createTableSql` made it. */
export const migration202611261622: Migration = {
  version: 202611261653,
  name: 'car-contract',
  sql: `
CREATE TABLE shop_contract (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  type INTEGER,
  content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_contract_tenant ON shop_contract (tenant_id, is_deleted, create_time);
`,
};
