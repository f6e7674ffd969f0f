import type { Migration } from './types';

/** `project_category`: the table of the activity/activityCategory definition, as `createTableSql` made it. */
export const migration202611261654: Migration = {
  version: 202611262203,
  name: 'activity-activity-category',
  sql: `
CREATE TABLE project_category (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  is_show INTEGER,
  sort INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_category_tenant ON project_category (tenant_id, is_deleted, create_time);
`,
};
