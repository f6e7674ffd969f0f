import type { Migration } from './types';

/** `order_wx_fenzhang`: the table of the order/orderWxFenzhang definition, as `createTableSql` made it. */
export const migration202611261631: Migration = {
  version: 202611261631,
  name: 'order-order-wx-fenzhang',
  sql: `
CREATE TABLE order_wx_fenzhang (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  order_no TEXT,
  order_id TEXT,
  source_type INTEGER,
  type INTEGER,
  shop_id TEXT,
  shop_id_fenxiao TEXT,
  total INTEGER,
  remain INTEGER,
  fengzhang_status INTEGER,
  fenzhang_date TEXT,
  fenzhang_cycle INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_wx_fenzhang_tenant ON order_wx_fenzhang (tenant_id, is_deleted, create_time);
`,
};
