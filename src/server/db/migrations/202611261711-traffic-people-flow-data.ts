import type { Migration } from './types';

/** `bigdata_people_flow`: the table of the traffic/peopleFlowData definition, as `createTableSql` made it. */
export const migration202611261643: Migration = {
  version: 202611261711,
  name: 'traffic-people-flow-data',
  sql: `
CREATE TABLE bigdata_people_flow (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  location TEXT,
  device_code TEXT,
  collected_time TEXT,
  in_count INTEGER,
  out_count INTEGER,
  stay_count INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_bigdata_people_flow_tenant ON bigdata_people_flow (tenant_id, is_deleted, create_time);
`,
};
