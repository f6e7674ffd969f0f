import type { Migration } from './types';

/** `trade_union_welfare_goods`: the table of the union/welfareGoods definition, as `createTableSql` made it. */
export const migration202611261645: Migration = {
  version: 202611262201,
  name: 'union-welfare-goods',
  sql: `
CREATE TABLE trade_union_welfare_goods (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  welfare_id TEXT,
  product_id TEXT,
  product_name TEXT,
  merchant_name TEXT,
  combo_price REAL,
  create_user TEXT,
  create_dept TEXT,
  create_time TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_trade_union_welfare_goods_tenant ON trade_union_welfare_goods (tenant_id, is_deleted, create_time);
`,
};
