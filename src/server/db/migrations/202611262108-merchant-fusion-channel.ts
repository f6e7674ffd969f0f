import type { Migration } from './types';

/** `fusion_channel`: the table of the merchant/fusionChannel definition, as `createTableSql` made it. */
export const migration202611262108: Migration = {
  version: 202611262108,
  name: 'merchant-fusion-channel',
  sql: `
CREATE TABLE fusion_channel (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  code TEXT,
  region TEXT,
  sort INTEGER,
  is_enable INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_fusion_channel_tenant ON fusion_channel (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_fusion_channel_code ON fusion_channel (tenant_id, code) WHERE is_deleted = 0;
`,
};
