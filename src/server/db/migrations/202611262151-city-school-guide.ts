import type { Migration } from './types';

/** `school_registration_guide`: the table of the city/schoolGuide definition, as `createTableSql` made it. */
export const migration202611261633: Migration = {
  version: 202611262151,
  name: 'city-school-guide',
  sql: `
CREATE TABLE school_registration_guide (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  date_str TEXT,
  school_type INTEGER,
  type INTEGER,
  title TEXT,
  record_time_start TEXT,
  record_time_end TEXT,
  school_id TEXT,
  content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_registration_guide_tenant ON school_registration_guide (tenant_id, is_deleted, create_time);
`,
};
