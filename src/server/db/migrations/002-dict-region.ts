import type { Migration } from './types';

const DICT_COLUMNS = `
  parent_id TEXT NOT NULL DEFAULT '0',
  code TEXT NOT NULL,
  dict_key TEXT NOT NULL,
  dict_value TEXT NOT NULL,
  dict_value_en TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  is_sealed INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0`;

export const migration002: Migration = {
  version: 2,
  name: 'dict-region',
  sql: `
CREATE TABLE blade_dict (
  id TEXT PRIMARY KEY,${DICT_COLUMNS}
);
CREATE INDEX idx_dict_code ON blade_dict (code, parent_id);

CREATE TABLE blade_dict_biz (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,${DICT_COLUMNS}
);
CREATE INDEX idx_dict_biz_code ON blade_dict_biz (tenant_id, code, parent_id);

CREATE TABLE blade_region (
  code TEXT PRIMARY KEY,
  parent_code TEXT NOT NULL,
  ancestors TEXT NOT NULL,
  name TEXT NOT NULL,
  province_code TEXT,
  province_name TEXT,
  city_code TEXT,
  city_name TEXT,
  district_code TEXT,
  district_name TEXT,
  town_code TEXT,
  town_name TEXT,
  village_code TEXT,
  village_name TEXT,
  region_level INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  remark TEXT
);
CREATE INDEX idx_region_parent ON blade_region (parent_code, sort);
`,
};
