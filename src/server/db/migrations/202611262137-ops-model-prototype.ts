import type { Migration } from './types';

/** `blade_model_prototype`: the table of the ops/modelPrototype definition, as `createTableSql` made it. */
export const migration202611261620: Migration = {
  version: 202611262137,
  name: 'ops-model-prototype',
  sql: `
CREATE TABLE blade_model_prototype (
  id TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 1,
  model_id TEXT,
  jdbc_name TEXT,
  jdbc_type TEXT,
  comment TEXT,
  property_name TEXT,
  component_type TEXT,
  is_list INTEGER,
  is_form INTEGER,
  is_required INTEGER,
  is_query INTEGER,
  dict_code TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_model_prototype_time ON blade_model_prototype (create_time);
`,
};
