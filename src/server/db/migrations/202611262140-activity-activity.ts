import type { Migration } from './types';

/** `project_baseinfo`: the table of the activity/activity definition, as `createTableSql` made it. */
export const migration202611261620: Migration = {
  version: 202611262140,
  name: 'activity-activity',
  sql: `
CREATE TABLE project_baseinfo (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  category_id TEXT,
  banner TEXT,
  carousel TEXT,
  address TEXT,
  location TEXT,
  activity_start_time TEXT,
  activity_end_time TEXT,
  sign_up_start_time TEXT,
  sign_up_end_time TEXT,
  is_top INTEGER,
  is_trade_union_activity INTEGER,
  sort INTEGER,
  number_limit INTEGER,
  base_number INTEGER,
  sign_in_time_limit INTEGER,
  apply_cancel_time_limit INTEGER,
  id_card_required INTEGER,
  is_free INTEGER,
  activity_model INTEGER,
  price REAL,
  content TEXT,
  instruction TEXT,
  disclaimer TEXT,
  audit_status INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_project_baseinfo_tenant ON project_baseinfo (tenant_id, is_deleted, create_time);
`,
};
