import type { Migration } from './types';

/** `app_content_label`: the table of the content/contentLabel definition, as `createTableSql` made it. */
export const migration202611262210: Migration = {
  version: 202611262210,
  name: 'content-content-label',
  sql: `
CREATE TABLE app_content_label (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  label_name TEXT,
  label_icon TEXT,
  label_category INTEGER,
  sort_order INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_label_tenant ON app_content_label (tenant_id, is_deleted, create_time);
`,
};
