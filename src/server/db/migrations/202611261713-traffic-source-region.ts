import type { Migration } from './types';

/** `bigdata_source_region`: the table of the traffic/sourceRegion definition, as `createTableSql` made it. */
export const migration202611261645: Migration = {
  version: 202611261713,
  name: 'traffic-source-region',
  sql: `
CREATE TABLE bigdata_source_region (
  code TEXT PRIMARY KEY,
  parent_code TEXT,
  name TEXT,
  region_level INTEGER,
  sort INTEGER,
  remark TEXT
);
`,
};
