import type { Migration } from './types';

/**
 * The goods and merchants a coupon is linked to (`shopWelfare/welfareGoodsSave`, `welfareMerchantSave`; read back by
 * `chooseList` / `chooseMerchant`). No definition describes them: they are the coupon's lists, replaced whole on
 * each save. One product or merchant once per coupon; claims are looked up per user and coupon.
 */
export const migration202611262127: Migration = {
  version: 202611262127,
  name: 'welfare-links',
  sql: `
CREATE TABLE shop_welfare_goods (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  welfare_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  create_user TEXT,
  create_time TEXT
);
CREATE UNIQUE INDEX uq_shop_welfare_goods ON shop_welfare_goods (tenant_id, welfare_id, product_id);
CREATE TABLE shop_welfare_merchant (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  welfare_id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  create_user TEXT,
  create_time TEXT
);
CREATE UNIQUE INDEX uq_shop_welfare_merchant ON shop_welfare_merchant (tenant_id, welfare_id, merchant_id);
CREATE INDEX idx_shop_welfare_user_coupon ON shop_welfare_user (tenant_id, shop_welfare_id, is_deleted);
`,
};
