import type { Migration } from './types';

/** `act_log`: the table of the welfare/lotteryRecord definition, as `createTableSql` made it. */
export const migration202611262122: Migration = {
  version: 202611262122,
  name: 'welfare-lottery-record',
  sql: `
CREATE TABLE act_log (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  user_id TEXT,
  act_num TEXT,
  win INTEGER,
  prize_id TEXT,
  name TEXT,
  phone TEXT,
  addr TEXT,
  send INTEGER,
  kuaidi_no TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_act_log_tenant ON act_log (tenant_id, is_deleted, create_time);
`,
};
