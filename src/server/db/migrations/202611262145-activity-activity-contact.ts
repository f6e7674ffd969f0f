import type { Migration } from './types';

/** `project_contact`: the table of the activity/activityContact definition, as `createTableSql` made it. */
export const migration202611261626: Migration = {
  version: 202611262145,
  name: 'activity-activity-contact',
  sql: `
CREATE TABLE project_contact (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  address TEXT,
  user TEXT,
  phone TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_contact_tenant ON project_contact (tenant_id, is_deleted, create_time);
`,
};
