import type { Migration } from './types';

/** `shop_welfare_act`: the table of the welfare/welfareAct definition, as `createTableSql` made it. */
export const migration202611262118: Migration = {
  version: 202611262118,
  name: 'welfare-welfare-act',
  sql: `
CREATE TABLE shop_welfare_act (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  img TEXT,
  start_time TEXT,
  end_time TEXT,
  content TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_shop_welfare_act_tenant ON shop_welfare_act (tenant_id, is_deleted, create_time);
`,
};
