import type { Migration } from './types';

/** `operation_sys_auth`: the table of the order/sysAuth definition, as `createTableSql` made it. */
export const migration202611261647: Migration = {
  version: 202611261647,
  name: 'order-sys-auth',
  sql: `
CREATE TABLE operation_sys_auth (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  app_name TEXT,
  app_id TEXT,
  app_secret TEXT,
  ip_whitelist TEXT,
  expire_date TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_operation_sys_auth_tenant ON operation_sys_auth (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_operation_sys_auth_app_id ON operation_sys_auth (tenant_id, app_id) WHERE is_deleted = 0;
`,
};
