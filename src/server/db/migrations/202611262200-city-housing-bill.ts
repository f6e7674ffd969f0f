import type { Migration } from './types';

/** `municipal_housing_bill`: the table of the city/housingBill definition, as `createTableSql` made it. */
export const migration202611261644: Migration = {
  version: 202611262200,
  name: 'city-housing-bill',
  sql: `
CREATE TABLE municipal_housing_bill (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  bill_no TEXT,
  house_name TEXT,
  user_name TEXT,
  period TEXT,
  amount REAL,
  paid INTEGER,
  pay_time TEXT,
  source_id TEXT,
  sync_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_municipal_housing_bill_tenant ON municipal_housing_bill (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_municipal_housing_bill_source_id ON municipal_housing_bill (tenant_id, source_id) WHERE is_deleted = 0;
`,
};
