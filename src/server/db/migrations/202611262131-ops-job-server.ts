import type { Migration } from './types';

/** `blade_job_server`: the table of the ops/jobServer definition, as `createTableSql` made it. */
export const migration202611261614: Migration = {
  version: 202611262131,
  name: 'ops-job-server',
  sql: `
CREATE TABLE blade_job_server (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  job_server_name TEXT,
  job_server_url TEXT,
  job_app_name TEXT,
  job_app_password TEXT,
  job_remark TEXT,
  app_id TEXT,
  sync_time TEXT,
  sync_message TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_job_server_tenant ON blade_job_server (tenant_id, is_deleted, create_time);
`,
};
