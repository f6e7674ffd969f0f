import type { Migration } from './types';

/** `order_ledger_setting`: the table of the order/orderLedgerSetting definition, as `createTableSql` made it. */
export const migration202611261629: Migration = {
  version: 202611261629,
  name: 'order-order-ledger-setting',
  sql: `
CREATE TABLE order_ledger_setting (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  shop_name TEXT,
  shop_id TEXT,
  report_days INTEGER,
  settle_cycle INTEGER,
  need_contract INTEGER,
  need_invoice INTEGER,
  need_receipt INTEGER,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_order_ledger_setting_tenant ON order_ledger_setting (tenant_id, is_deleted, create_time);
`,
};
