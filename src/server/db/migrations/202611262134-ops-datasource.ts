import type { Migration } from './types';

/** `blade_datasource`: the table of the ops/datasource definition, as `createTableSql` made it. */
export const migration202611261617: Migration = {
  version: 202611262134,
  name: 'ops-datasource',
  sql: `
CREATE TABLE blade_datasource (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  url TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_datasource_time ON blade_datasource (create_time);
`,
};
