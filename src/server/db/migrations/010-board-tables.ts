import { AUDIT_COLUMNS } from './001-system';
import type { Migration } from './types';

/**
 * The business tables the big-data board reads (spec 001 §3 merchants and products, spec 002 §3 orders).
 *
 * Money columns hold yuan with two decimals (REAL), as the wire shows them; every aggregate converts to
 * integer cents first (`CAST(ROUND(x * 100) AS INTEGER)`) so sums are exact. Region columns carry the
 * statistical division codes of blade_region: city 4 digits (5329), district 6, town 9.
 *
 * order_product.user_sex / user_age / user_region_code / user_region_name are snapshots of the member at
 * order time (like user_name and user_tel), so age bands and consumer origins of past orders never move
 * when a profile changes and can be rolled up per day.
 */
export const migration010: Migration = {
  version: 10,
  name: 'board-tables',
  sql: `
-- Industry (parent_id '0', level 1) → business type (level 2). trade_type: 1 experience, 2 goods, 3 city life.
CREATE TABLE merchant_category (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  parent_id TEXT NOT NULL DEFAULT '0',
  name TEXT NOT NULL,
  level INTEGER NOT NULL,
  trade_type INTEGER NOT NULL,
  product_type INTEGER,
  sort INTEGER NOT NULL DEFAULT 0,
  is_enable INTEGER NOT NULL DEFAULT 1,${AUDIT_COLUMNS}
);
CREATE INDEX idx_merchant_category_tenant ON merchant_category (tenant_id, parent_id, sort);

CREATE TABLE merchant_info (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT,
  category_id TEXT,
  sub_category_id TEXT,
  category_name TEXT,
  sub_category_name TEXT,
  trade_type INTEGER NOT NULL,
  tags TEXT,
  address TEXT,
  business_date TEXT,
  business_start_day TEXT,
  suggested_stay_duration INTEGER,
  customer_phone TEXT,
  principal TEXT,
  contact_info TEXT,
  city_code TEXT,
  district_code TEXT,
  town_code TEXT,
  city_name TEXT,
  district_name TEXT,
  town_name TEXT,
  service_capacity_limit INTEGER,
  is_enable INTEGER NOT NULL DEFAULT 1,
  is_business INTEGER NOT NULL DEFAULT 1,
  is_referral INTEGER NOT NULL DEFAULT 1,
  is_review INTEGER NOT NULL DEFAULT 1,
  welfare_open INTEGER NOT NULL DEFAULT 0,
  teyue INTEGER NOT NULL DEFAULT 0,
  low_price INTEGER NOT NULL DEFAULT 0,
  store_num INTEGER NOT NULL DEFAULT 1,
  code TEXT,${AUDIT_COLUMNS}
);
CREATE INDEX idx_merchant_info_region ON merchant_info (tenant_id, district_code, town_code);
CREATE INDEX idx_merchant_info_category ON merchant_info (tenant_id, sub_category_id);

-- type: product type 1–7 (dict product_type). audit_status: 0 pending, 1 passed, 2 rejected; status 1 on sale.
CREATE TABLE merchant_product (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  merchant_name TEXT,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  trade_type INTEGER NOT NULL,
  category_id TEXT,
  sub_category_id TEXT,
  industry_name TEXT,
  business_name TEXT,
  combo_price REAL NOT NULL DEFAULT 0,
  cost_price REAL NOT NULL DEFAULT 0,
  market_price REAL NOT NULL DEFAULT 0,
  sale_num INTEGER NOT NULL DEFAULT 0,
  audit_status INTEGER NOT NULL DEFAULT 1,
  city_code TEXT,
  district_code TEXT,
  town_code TEXT,${AUDIT_COLUMNS}
);
CREATE INDEX idx_merchant_product_region ON merchant_product (tenant_id, district_code, town_code, sub_category_id);
CREATE INDEX idx_merchant_product_merchant ON merchant_product (tenant_id, merchant_id);

-- type: 1 distributor (order source 2), 2 other online platform (order source 3).
CREATE TABLE merchant_distributor (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 1,
  principal TEXT,
  phone TEXT,
  city_code TEXT,
  district_code TEXT,
  district_name TEXT,${AUDIT_COLUMNS}
);
CREATE INDEX idx_merchant_distributor_tenant ON merchant_distributor (tenant_id, type);

-- Members of the consumer app. sex: 1 male, 2 female, 0 unknown. region_code: home district (6 digits,
-- Dali or elsewhere) or province (2 digits) for visitors from further away.
CREATE TABLE app_member (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  nick_name TEXT,
  real_name TEXT,
  phone TEXT,
  sex INTEGER NOT NULL DEFAULT 0,
  birthday TEXT,
  region_code TEXT,
  region_name TEXT,
  city_code TEXT,
  district_code TEXT,
  town_code TEXT,
  is_union_member INTEGER NOT NULL DEFAULT 0,
  register_time TEXT NOT NULL,${AUDIT_COLUMNS}
);
-- Covers every board figure on members (counts, sex, union, age bands) so they are read from the index alone.
CREATE INDEX idx_app_member_board ON app_member (tenant_id, is_deleted, register_time, city_code, district_code,
  town_code, sex, is_union_member, birthday);

-- One row per member and day the app was opened; visit_cnt counts the openings that day.
CREATE TABLE app_member_visit (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  visit_day TEXT NOT NULL,
  visit_cnt INTEGER NOT NULL DEFAULT 1,
  city_code TEXT,
  district_code TEXT,
  town_code TEXT
);
CREATE UNIQUE INDEX uq_app_member_visit ON app_member_visit (tenant_id, user_id, visit_day);
CREATE INDEX idx_app_member_visit_town ON app_member_visit (tenant_id, town_code, visit_day);

-- Product orders, spec 002 §3. pay_status 0 unpaid, 1 paid, 2 written off, 3 refunded, 4 cancelled.
-- pay_type 1 online, 2 QR; source 1 operator, 2 distributor, 3 other platform; trade_type 1 experience,
-- 2 goods, 3 city life; product_type 1–7.
CREATE TABLE order_product (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  order_no TEXT NOT NULL,
  third_order_no TEXT,
  link_name TEXT,
  product_id TEXT,
  product_name TEXT NOT NULL,
  product_type INTEGER NOT NULL,
  shop_id TEXT NOT NULL,
  shop_name TEXT,
  category_id TEXT,
  sub_category_id TEXT,
  category_name TEXT,
  sub_category_name TEXT,
  product_cnt INTEGER NOT NULL DEFAULT 1,
  order_money REAL NOT NULL DEFAULT 0,
  discount_money REAL NOT NULL DEFAULT 0,
  shop_welfare REAL NOT NULL DEFAULT 0,
  pay_money REAL NOT NULL DEFAULT 0,
  return_money REAL NOT NULL DEFAULT 0,
  admin_status INTEGER NOT NULL DEFAULT 0,
  user_id TEXT,
  user_name TEXT,
  user_tel TEXT,
  user_sex INTEGER,
  user_age INTEGER,
  user_region_code TEXT,
  user_region_name TEXT,
  pay_status INTEGER NOT NULL DEFAULT 0,
  pay_date TEXT,
  pay_type INTEGER NOT NULL DEFAULT 1,
  source INTEGER NOT NULL DEFAULT 1,
  trade_type INTEGER NOT NULL,
  writeoff_date TEXT,
  distributor_id TEXT,
  distributor_name TEXT,
  expire_date TEXT,
  remarks TEXT,
  order_type INTEGER,
  city_code TEXT,
  district_code TEXT,
  town_code TEXT,
  city_name TEXT,
  district_name TEXT,
  town_name TEXT,${AUDIT_COLUMNS}
);
CREATE UNIQUE INDEX uq_order_product_no ON order_product (tenant_id, order_no);
CREATE INDEX idx_order_product_pay ON order_product (tenant_id, pay_date);
CREATE INDEX idx_order_product_district ON order_product (tenant_id, district_code, pay_date);
CREATE INDEX idx_order_product_town ON order_product (tenant_id, town_code, pay_date);
CREATE INDEX idx_order_product_shop ON order_product (tenant_id, shop_id, pay_date);
`,
};
