import type { Migration } from './types';

/** `shop_contract_sign_record`: the table of the car/contractSignRecord definition, as `createTableSql` made it. */
export const migration202611261623: Migration = {
  version: 202611261654,
  name: 'car-contract-sign-record',
  sql: `
CREATE TABLE shop_contract_sign_record (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  contract_id TEXT,
  business_id TEXT,
  signatory TEXT,
  sign_time TEXT,
  content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_contract_sign_record_tenant ON shop_contract_sign_record (tenant_id, is_deleted, create_time);
`,
};
