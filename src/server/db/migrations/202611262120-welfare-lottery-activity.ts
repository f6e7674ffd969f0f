import type { Migration } from './types';

/** `act_vip`: the table of the welfare/lotteryActivity definition, as `createTableSql` made it. */
export const migration202611262120: Migration = {
  version: 202611262120,
  name: 'welfare-lottery-activity',
  sql: `
CREATE TABLE act_vip (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  code TEXT,
  img TEXT,
  start_time TEXT,
  end_time TEXT,
  day_cnt INTEGER,
  total_cnt INTEGER,
  per_cnt INTEGER,
  open_status INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_act_vip_tenant ON act_vip (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_act_vip_code ON act_vip (tenant_id, code) WHERE is_deleted = 0;
`,
};
