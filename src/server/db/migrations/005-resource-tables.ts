import type { Migration } from './types';

/**
 * The tables of the data-scope, API-scope, tenant-package, OSS and SMS definitions, as `createTableSql`
 * (src/server/crud/ddl.ts) generated them from those definitions when this migration was released. The SQL is
 * kept as text, not regenerated, so a later change of a definition can never change what this migration does:
 * it needs its own ALTER migration (012 adds `blade_sms.sms_code`), and the drift check (crud/schema-drift.ts)
 * fails until the table matches the definition again.
 */
export const migration005: Migration = {
  version: 5,
  name: 'resource-tables',
  sql: `
CREATE TABLE blade_scope_data (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  menu_id TEXT,
  scope_name TEXT,
  resource_code TEXT,
  scope_column TEXT,
  scope_field TEXT,
  scope_class TEXT,
  scope_type INTEGER,
  scope_value TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_scope_data_time ON blade_scope_data (create_time);

CREATE TABLE blade_scope_api (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  menu_id TEXT,
  scope_name TEXT,
  resource_code TEXT,
  scope_path TEXT,
  scope_type INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_scope_api_time ON blade_scope_api (create_time);

CREATE TABLE blade_tenant_package (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  package_name TEXT,
  menu_id TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_tenant_package_time ON blade_tenant_package (create_time);

CREATE TABLE blade_oss (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  category INTEGER,
  endpoint TEXT,
  bucket_name TEXT,
  access_key TEXT,
  secret_key TEXT,
  app_id TEXT,
  region TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_oss_tenant ON blade_oss (tenant_id, is_deleted, create_time);

CREATE TABLE blade_sms (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  category INTEGER,
  template_id TEXT,
  access_key TEXT,
  secret_key TEXT,
  region_id TEXT,
  sign_name TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_sms_tenant ON blade_sms (tenant_id, is_deleted, create_time);
`,
};
