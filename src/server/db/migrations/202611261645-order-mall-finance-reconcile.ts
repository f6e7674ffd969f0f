import type { Migration } from './types';

/** `mall_finance_reconcile`: the table of the order/mallFinanceReconcile definition, as `createTableSql` made it. */
export const migration202611261645: Migration = {
  version: 202611261645,
  name: 'order-mall-finance-reconcile',
  sql: `
CREATE TABLE mall_finance_reconcile (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  name TEXT,
  source INTEGER,
  period_from TEXT,
  period_to TEXT,
  file_name TEXT,
  matched_cnt INTEGER,
  missing_order_cnt INTEGER,
  missing_statement_cnt INTEGER,
  mismatch_cnt INTEGER,
  statement_cents INTEGER,
  order_cents INTEGER,
  compare_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_mall_finance_reconcile_tenant ON mall_finance_reconcile (tenant_id, is_deleted, create_time);
`,
};
