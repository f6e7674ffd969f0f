import type { Migration } from './types';

/** `municipal_housing_village`: the table of the city/housingVillage definition, as `createTableSql` made it. */
export const migration202611261641: Migration = {
  version: 202611262157,
  name: 'city-housing-village',
  sql: `
CREATE TABLE municipal_housing_village (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  address TEXT,
  district_name TEXT,
  house_count INTEGER,
  source_id TEXT,
  sync_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_municipal_housing_village_tenant ON municipal_housing_village (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_municipal_housing_village_source_id ON municipal_housing_village (tenant_id, source_id) WHERE is_deleted = 0;
`,
};
