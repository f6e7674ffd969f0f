import type { Migration } from './types';

/** `school_score_material`: the table of the city/schoolScoreMaterial definition, as `createTableSql` made it. */
export const migration202611261657: Migration = {
  version: 202611262206,
  name: 'city-school-score-material',
  sql: `
CREATE TABLE school_score_material (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  date_str TEXT,
  type INTEGER,
  material_url TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_score_material_tenant ON school_score_material (tenant_id, is_deleted, create_time);
`,
};
