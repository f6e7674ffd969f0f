import type { Migration } from './types';

/** `school_registration_notes`: the table of the city/schoolNotes definition, as `createTableSql` made it. */
export const migration202611261635: Migration = {
  version: 202611262153,
  name: 'city-school-notes',
  sql: `
CREATE TABLE school_registration_notes (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  date_str TEXT,
  title TEXT,
  content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_registration_notes_tenant ON school_registration_notes (tenant_id, is_deleted, create_time);
`,
};
