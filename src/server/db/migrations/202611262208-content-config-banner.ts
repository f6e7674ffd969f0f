import type { Migration } from './types';

/** `app_config_banner`: the table of the content/configBanner definition, as `createTableSql` made it. */
export const migration202611262208: Migration = {
  version: 202611262208,
  name: 'content-config-banner',
  sql: `
CREATE TABLE app_config_banner (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  page_tag INTEGER,
  config_tag INTEGER,
  diy_tag TEXT,
  name TEXT,
  image_url TEXT,
  jump_type INTEGER,
  appid TEXT,
  link_url TEXT,
  rich_text TEXT,
  sort INTEGER,
  theme_version INTEGER,
  message TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_app_config_banner_tenant ON app_config_banner (tenant_id, is_deleted, create_time);
`,
};
