import type { Migration } from './types';

/** `project_order`: the table of the activity/activityOrder definition, as `createTableSql` made it. */
export const migration202611261623: Migration = {
  version: 202611262143,
  name: 'activity-activity-order',
  sql: `
CREATE TABLE project_order (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  activity_id TEXT,
  signup_id TEXT,
  user_name TEXT,
  phone TEXT,
  order_money REAL,
  pay_status INTEGER,
  pay_time TEXT,
  refund_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_order_tenant ON project_order (tenant_id, is_deleted, create_time);
`,
};
