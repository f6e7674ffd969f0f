import type { Migration } from './types';

/** `school_material_setting`: the table of the city/schoolMaterialSetting definition, as `createTableSql` made it. */
export const migration202611261658: Migration = {
  version: 202611262207,
  name: 'city-school-material-setting',
  sql: `
CREATE TABLE school_material_setting (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  type INTEGER,
  material_id INTEGER,
  is_enable INTEGER,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_material_setting_tenant ON school_material_setting (tenant_id, is_deleted, create_time);
`,
};
