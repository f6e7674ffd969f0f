import type { Migration } from './types';

/** `municipal_housing_house`: the table of the city/housingHouse definition, as `createTableSql` made it. */
export const migration202611261642: Migration = {
  version: 202611262158,
  name: 'city-housing-house',
  sql: `
CREATE TABLE municipal_housing_house (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  village_name TEXT,
  building TEXT,
  unit TEXT,
  room_no TEXT,
  area REAL,
  rent REAL,
  lease_status INTEGER,
  source_id TEXT,
  sync_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_municipal_housing_house_tenant ON municipal_housing_house (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_municipal_housing_house_source_id ON municipal_housing_house (tenant_id, source_id) WHERE is_deleted = 0;
`,
};
