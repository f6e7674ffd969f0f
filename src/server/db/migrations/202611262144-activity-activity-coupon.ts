import type { Migration } from './types';

/** `project_coupon`: the table of the activity/activityCoupon definition, as `createTableSql` made it. */
export const migration202611261625: Migration = {
  version: 202611262144,
  name: 'activity-activity-coupon',
  sql: `
CREATE TABLE project_coupon (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  activity_id TEXT,
  coupon_name TEXT,
  amount REAL,
  total INTEGER,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_coupon_tenant ON project_coupon (tenant_id, is_deleted, create_time);
`,
};
