import type { Migration } from './types';

/** `app_content_strategy`: the table of the content/contentStrategy definition, as `createTableSql` made it. */
export const migration202611262209: Migration = {
  version: 202611262209,
  name: 'content-content-strategy',
  sql: `
CREATE TABLE app_content_strategy (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  tag INTEGER,
  category_id TEXT,
  title TEXT,
  cover TEXT,
  image TEXT,
  jump_type INTEGER,
  appid TEXT,
  link_url TEXT,
  rich_text TEXT,
  sort INTEGER,
  uid TEXT,
  star INTEGER,
  audit_status INTEGER,
  refusal TEXT,
  like_num INTEGER,
  reply_num INTEGER,
  share_num INTEGER,
  views INTEGER,
  reply_status INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_content_strategy_tenant ON app_content_strategy (tenant_id, is_deleted, create_time);
`,
};
