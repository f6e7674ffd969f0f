import type { Migration } from './types';

/**
 * The lines of a finance reconciliation (modules/order/reconcile.ts): one per statement line and one per order of
 * the period the statement lacks, with its result. Storage of a module, described by no definition, so written by
 * hand. result: matched, mismatch (amounts differ), duplicate (an order number twice in the statement),
 * missingOrder (the statement has it, the orders do not), missingStatement (the reverse).
 */
export const migration202611261648: Migration = {
  version: 202611261648,
  name: 'order-reconcile-lines',
  sql: `
CREATE TABLE mall_finance_reconcile_line (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  reconcile_id TEXT NOT NULL,
  line_no INTEGER,
  order_no TEXT NOT NULL,
  result TEXT NOT NULL,
  statement_cents INTEGER,
  order_cents INTEGER
);
CREATE INDEX idx_reconcile_line ON mall_finance_reconcile_line (tenant_id, reconcile_id, result, id);
`,
};
