import type { Migration } from './types';

/**
 * One profit-split part per order, source and payee (issue 11's settlement run): a second settlement of an order
 * cannot write its parts again, whatever the route's own checks; and the lookups of the settlement run (a shop's
 * billing ranges) and of the counter's scan (a ticket number) on an index.
 */
export const orderMoneyIndexes: Migration = {
  version: 202611271950,
  name: 'order-money-indexes',
  sql: `
CREATE UNIQUE INDEX uq_order_wx_fenzhang_part ON order_wx_fenzhang (tenant_id, order_id, source_type, type)
  WHERE is_deleted = 0;
CREATE INDEX idx_shop_billing_rule_shop ON shop_billing_rule (tenant_id, shop_id, is_deleted);
CREATE INDEX idx_order_product_third_no ON order_product (tenant_id, third_order_no);
`,
};
