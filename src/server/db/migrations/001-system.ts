import type { Migration } from './types';

/** The audit columns of BladeX BaseEntity (bladex-contract.md §6); dates as `yyyy-MM-dd HH:mm:ss`. */
export const AUDIT_COLUMNS = `
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  is_deleted INTEGER NOT NULL DEFAULT 0`;

export const migration001: Migration = {
  version: 1,
  name: 'system',
  sql: `
CREATE TABLE blade_tenant (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL UNIQUE,
  tenant_name TEXT NOT NULL,
  domain_url TEXT,
  domain_name TEXT,
  background_url TEXT,
  linkman TEXT,
  contact_number TEXT,
  address TEXT,
  account_number INTEGER NOT NULL DEFAULT -1,
  expire_time TEXT,
  package_id TEXT,
  datasource_id TEXT,
  license_key TEXT,${AUDIT_COLUMNS}
);

CREATE TABLE blade_client (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  resource_ids TEXT,
  scope TEXT NOT NULL DEFAULT 'all',
  authorized_grant_types TEXT NOT NULL,
  web_server_redirect_uri TEXT,
  authorities TEXT,
  access_token_validity INTEGER NOT NULL DEFAULT 3600,
  refresh_token_validity INTEGER NOT NULL DEFAULT 604800,
  additional_information TEXT,
  autoapprove TEXT,${AUDIT_COLUMNS}
);

CREATE TABLE blade_dept (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  parent_id TEXT NOT NULL DEFAULT '0',
  ancestors TEXT NOT NULL DEFAULT '0',
  dept_category INTEGER NOT NULL DEFAULT 1,
  dept_name TEXT NOT NULL,
  full_name TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_dept_tenant ON blade_dept (tenant_id, parent_id);

CREATE TABLE blade_role (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  parent_id TEXT NOT NULL DEFAULT '0',
  role_name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  role_alias TEXT NOT NULL,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_role_tenant ON blade_role (tenant_id, parent_id);

CREATE TABLE blade_post (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  category INTEGER NOT NULL DEFAULT 1,
  post_code TEXT NOT NULL,
  post_name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT,${AUDIT_COLUMNS}
);
CREATE INDEX idx_post_tenant ON blade_post (tenant_id);

CREATE TABLE blade_user (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  code TEXT,
  user_type INTEGER NOT NULL DEFAULT 1,
  account TEXT NOT NULL,
  password TEXT NOT NULL,
  name TEXT,
  real_name TEXT,
  avatar TEXT,
  email TEXT,
  phone TEXT,
  birthday TEXT,
  sex INTEGER,
  role_id TEXT NOT NULL DEFAULT '',
  dept_id TEXT NOT NULL DEFAULT '',
  post_id TEXT NOT NULL DEFAULT '',${AUDIT_COLUMNS}
);
-- One live account name per tenant; deleted rows keep their name without blocking reuse.
CREATE UNIQUE INDEX uq_user_tenant_account ON blade_user (tenant_id, account) WHERE is_deleted = 0;

CREATE TABLE blade_param (
  id TEXT PRIMARY KEY,
  param_name TEXT NOT NULL,
  param_key TEXT NOT NULL,
  param_value TEXT NOT NULL,
  remark TEXT,${AUDIT_COLUMNS}
);
CREATE UNIQUE INDEX uq_param_key ON blade_param (param_key) WHERE is_deleted = 0;

CREATE TABLE blade_menu (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL DEFAULT '0',
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT,
  alias TEXT NOT NULL DEFAULT 'menu',
  path TEXT,
  source TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  category INTEGER NOT NULL DEFAULT 1,
  action INTEGER NOT NULL DEFAULT 0,
  is_open INTEGER NOT NULL DEFAULT 1,
  roles TEXT,
  remark TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX uq_menu_code ON blade_menu (code) WHERE is_deleted = 0;
CREATE INDEX idx_menu_parent ON blade_menu (parent_id);

CREATE TABLE blade_role_menu (
  id TEXT PRIMARY KEY,
  menu_id TEXT NOT NULL REFERENCES blade_menu (id),
  role_id TEXT NOT NULL REFERENCES blade_role (id),
  UNIQUE (role_id, menu_id)
);

CREATE TABLE blade_top_menu (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT,
  source TEXT,
  path TEXT,
  sort INTEGER NOT NULL DEFAULT 0,${AUDIT_COLUMNS}
);
CREATE INDEX idx_top_menu_tenant ON blade_top_menu (tenant_id, sort);

CREATE TABLE blade_top_menu_setting (
  id TEXT PRIMARY KEY,
  top_menu_id TEXT NOT NULL REFERENCES blade_top_menu (id),
  menu_id TEXT NOT NULL REFERENCES blade_menu (id),
  UNIQUE (top_menu_id, menu_id)
);
`,
};
