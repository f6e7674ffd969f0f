import type { Migration } from './types';

/** `blade_model`: the table of the ops/model definition, as `createTableSql` made it. */
export const migration202611261619: Migration = {
  version: 202611262136,
  name: 'ops-model',
  sql: `
CREATE TABLE blade_model (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  datasource_id TEXT,
  model_name TEXT,
  model_code TEXT,
  model_table TEXT,
  model_remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_model_time ON blade_model (create_time);
`,
};
