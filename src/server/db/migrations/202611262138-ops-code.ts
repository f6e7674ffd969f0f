import type { Migration } from './types';

/** `blade_code`: the table of the ops/code definition, as `createTableSql` made it. */
export const migration202611261621: Migration = {
  version: 202611262138,
  name: 'ops-code',
  sql: `
CREATE TABLE blade_code (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  model_id TEXT,
  code_name TEXT,
  area TEXT,
  resource_name TEXT,
  menu_path TEXT,
  api_path TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_code_time ON blade_code (create_time);
`,
};
