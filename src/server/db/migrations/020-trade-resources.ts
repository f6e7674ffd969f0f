import type { Migration } from './types';

/**
 * What the order, merchant, product and member definitions (src/shared/resources/{order,merchant,member}) need
 * of the board's tables (migration 010) beyond what they hold:
 *
 * - the columns spec 001 §3 names that the tables lacked: the category icon (`merchant_category.image`) and the
 *   linked-product picker's `recommendPic` and `tagKeyName` (`merchant_product`);
 * - an index for the order list's default order (newest first, by `create_time` with the id breaking ties) over
 *   the live rows of a tenant, so a page is read from the index instead of sorting every order;
 * - the same for the product list.
 *
 * Nothing here is read by a roll-up trigger, so the board's figures are untouched.
 */
export const migration020: Migration = {
  version: 20,
  name: 'trade-resources',
  sql: `
ALTER TABLE merchant_category ADD COLUMN image TEXT;
ALTER TABLE merchant_product ADD COLUMN recommend_pic TEXT;
ALTER TABLE merchant_product ADD COLUMN tag_key_name TEXT;
CREATE INDEX idx_order_product_list ON order_product (tenant_id, is_deleted, create_time, id);
CREATE INDEX idx_merchant_product_list ON merchant_product (tenant_id, is_deleted, create_time, id);
`,
};
