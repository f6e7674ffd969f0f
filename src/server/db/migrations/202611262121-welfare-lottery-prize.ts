import type { Migration } from './types';

/** `act_prize`: the table of the welfare/lotteryPrize definition, as `createTableSql` made it. */
export const migration202611262121: Migration = {
  version: 202611262121,
  name: 'welfare-lottery-prize',
  sql: `
CREATE TABLE act_prize (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  act_id TEXT,
  name TEXT,
  img TEXT,
  total_cnt INTEGER,
  now_cnt INTEGER,
  cnt10000 INTEGER,
  des TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_act_prize_tenant ON act_prize (tenant_id, is_deleted, create_time);
`,
};
