import type { Migration } from './types';

/** `school_registration_region`: the table of the city/schoolRegion definition, as `createTableSql` made it. */
export const migration202611261638: Migration = {
  version: 202611262154,
  name: 'city-school-region',
  sql: `
CREATE TABLE school_registration_region (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  code TEXT,
  name TEXT,
  school_id TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_registration_region_tenant ON school_registration_region (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_school_registration_region_code ON school_registration_region (tenant_id, code) WHERE is_deleted = 0;
`,
};
