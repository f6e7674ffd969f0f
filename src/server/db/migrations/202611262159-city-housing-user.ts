import type { Migration } from './types';

/** `municipal_housing_user`: the table of the city/housingUser definition, as `createTableSql` made it. */
export const migration202611261643: Migration = {
  version: 202611262159,
  name: 'city-housing-user',
  sql: `
CREATE TABLE municipal_housing_user (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  id_card TEXT,
  phone TEXT,
  house_name TEXT,
  check_in_date TEXT,
  source_id TEXT,
  sync_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_municipal_housing_user_tenant ON municipal_housing_user (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_municipal_housing_user_source_id ON municipal_housing_user (tenant_id, source_id) WHERE is_deleted = 0;
`,
};
