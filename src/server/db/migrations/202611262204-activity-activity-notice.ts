import type { Migration } from './types';

/** `project_notice`: the table of the activity/activityNotice definition, as `createTableSql` made it. */
export const migration202611261655: Migration = {
  version: 202611262204,
  name: 'activity-activity-notice',
  sql: `
CREATE TABLE project_notice (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  type INTEGER,
  content TEXT,
  time INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_notice_tenant ON project_notice (tenant_id, is_deleted, create_time);
`,
};
