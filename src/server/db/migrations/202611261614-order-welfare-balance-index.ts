import type { Migration } from './types';

/** A welfare user's balance is the latest row of their log (modules/order/welfare-balance.ts): found by index. */
export const migration202611261614: Migration = {
  version: 202611261614,
  name: 'order-welfare-balance-index',
  sql: `
CREATE INDEX idx_order_welfare_balance_log_user ON order_welfare_balance_log (tenant_id, welfare_user_id, change_date);
CREATE INDEX idx_order_welfare_balance_log_order ON order_welfare_balance_log (tenant_id, order_id);
`,
};
