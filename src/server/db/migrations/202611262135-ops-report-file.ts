import type { Migration } from './types';

/** `blade_report_file`: the table of the ops/reportFile definition, as `createTableSql` made it. */
export const migration202611261618: Migration = {
  version: 202611262135,
  name: 'ops-report-file',
  sql: `
CREATE TABLE blade_report_file (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  query_name TEXT,
  params TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_report_file_tenant ON blade_report_file (tenant_id, is_deleted, create_time);
`,
};
