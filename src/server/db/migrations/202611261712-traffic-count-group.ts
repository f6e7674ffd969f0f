import type { Migration } from './types';

/** `bigdata_count_group`: the table of the traffic/countGroup definition, as `createTableSql` made it. */
export const migration202611261644: Migration = {
  version: 202611261712,
  name: 'traffic-count-group',
  sql: `
CREATE TABLE bigdata_count_group (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  location TEXT,
  date TEXT,
  total_passing INTEGER,
  total_entering INTEGER,
  total_exiting INTEGER,
  total_returning INTEGER,
  repeat_visitors INTEGER,
  unique_entering INTEGER,
  unique_exiting INTEGER,
  emotion_stats TEXT,
  gender_stats TEXT,
  age_profile TEXT,
  coefficient REAL,
  collected_time TEXT,
  device_code TEXT,
  device_location TEXT,
  wearing_hat INTEGER,
  wearing_helmet INTEGER,
  wearing_mask INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_bigdata_count_group_tenant ON bigdata_count_group (tenant_id, is_deleted, create_time);
`,
};
