import type { Migration } from './types';

/** `project_signup`: the table of the activity/activitySignup definition, as `createTableSql` made it. */
export const migration202611261622: Migration = {
  version: 202611262142,
  name: 'activity-activity-signup',
  sql: `
CREATE TABLE project_signup (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  activity_id TEXT,
  item_id TEXT,
  user_name TEXT,
  phone TEXT,
  id_card TEXT,
  amount REAL,
  sign_status INTEGER,
  sign_in_time TEXT,
  cancel_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_signup_tenant ON project_signup (tenant_id, is_deleted, create_time);
`,
};
