import type { Migration } from './types';

/** `school_registration_area`: the table of the city/school definition, as `createTableSql` made it. */
export const migration202611261639: Migration = {
  version: 202611262155,
  name: 'city-school',
  sql: `
CREATE TABLE school_registration_area (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  dict_key TEXT,
  sort INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_registration_area_tenant ON school_registration_area (tenant_id, is_deleted, create_time);
`,
};
