import type { Migration } from './types';

/** `school_registration_info`: the table of the city/schoolRegistration definition, as `createTableSql` made it. */
export const migration202611261640: Migration = {
  version: 202611262156,
  name: 'city-school-registration',
  sql: `
CREATE TABLE school_registration_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  child_name TEXT,
  id_card TEXT,
  sex INTEGER,
  birth TEXT,
  address TEXT,
  household TEXT,
  relation TEXT,
  phone TEXT,
  family TEXT,
  father_name TEXT,
  father_work TEXT,
  father_phone TEXT,
  father_education TEXT,
  mother_name TEXT,
  mother_work TEXT,
  mother_phone TEXT,
  mother_education TEXT,
  area_code TEXT,
  registration_area TEXT,
  school_id TEXT,
  household_type INTEGER,
  household_img TEXT,
  property_img TEXT,
  birth_img TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_school_registration_info_tenant ON school_registration_info (tenant_id, is_deleted, create_time);
`,
};
