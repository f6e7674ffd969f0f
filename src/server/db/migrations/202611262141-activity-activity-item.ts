import type { Migration } from './types';

/** `project_activity_items`: the table of the activity/activityItem definition, as `createTableSql` made it. */
export const migration202611261621: Migration = {
  version: 202611262141,
  name: 'activity-activity-item',
  sql: `
CREATE TABLE project_activity_items (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  activity_id TEXT,
  title TEXT,
  price REAL,
  sort INTEGER,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_activity_items_tenant ON project_activity_items (tenant_id, is_deleted, create_time);
`,
};
