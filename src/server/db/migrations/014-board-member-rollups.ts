import type { Migration } from './types';

/**
 * The month and member roll-ups of the board, filled from the rows already there, with their triggers and the town index of members.
 *
 * The SQL is frozen here as it was released. The rules it encodes live on in src/server/db/rollups (the bulk
 * loader and the board read them); when they change, a new migration re-creates what changed, and the test
 * `rollup-snapshot.test.ts` fails until one does.
 */
export const migration014: Migration = {
  version: 14,
  name: 'board-member-rollups',
  sql: `CREATE TABLE board_order_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  product_type INTEGER NOT NULL DEFAULT 0,
  trade_type INTEGER NOT NULL DEFAULT 0,
  source INTEGER NOT NULL DEFAULT 0,
  pay_type INTEGER NOT NULL DEFAULT 0,
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  pay_money INTEGER NOT NULL DEFAULT 0,
  discount_money INTEGER NOT NULL DEFAULT 0,
  shop_welfare INTEGER NOT NULL DEFAULT 0,
  return_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type)
) WITHOUT ROWID;
CREATE TABLE board_channel_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  source INTEGER NOT NULL DEFAULT 0,
  distributor_id TEXT NOT NULL DEFAULT '',
  product_type INTEGER NOT NULL DEFAULT 0,
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, source, distributor_id, product_type)
) WITHOUT ROWID;
CREATE TABLE board_town_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  town_code TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  pay_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, town_code)
) WITHOUT ROWID;
CREATE TABLE board_shop_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  trade_type INTEGER NOT NULL DEFAULT 0,
  shop_id TEXT NOT NULL DEFAULT '',
  sub_category_id TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id)
) WITHOUT ROWID;
CREATE TABLE board_product_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  source INTEGER NOT NULL DEFAULT 0,
  product_id TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, source, product_id)
) WITHOUT ROWID;
CREATE TABLE board_consumer_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  trade_type INTEGER NOT NULL DEFAULT 0,
  age_band TEXT NOT NULL DEFAULT '',
  user_sex INTEGER NOT NULL DEFAULT 0,
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex)
) WITHOUT ROWID;
CREATE TABLE board_origin_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  user_region_name TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, user_region_name)
) WITHOUT ROWID;
CREATE TABLE board_member_region (
  tenant_id TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  town_code TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  member_cnt INTEGER NOT NULL DEFAULT 0,
  male_cnt INTEGER NOT NULL DEFAULT 0,
  female_cnt INTEGER NOT NULL DEFAULT 0,
  union_cnt INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, city_code, district_code, town_code)
) WITHOUT ROWID;
CREATE TABLE board_member_ledger_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  age_band TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  crossed_cnt INTEGER NOT NULL DEFAULT 0,
  male_cnt INTEGER NOT NULL DEFAULT 0,
  female_cnt INTEGER NOT NULL DEFAULT 0,
  union_cnt INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, age_band)
) WITHOUT ROWID;
CREATE TABLE board_member_ledger_month (
  tenant_id TEXT NOT NULL DEFAULT '',
  month TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  age_band TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  crossed_cnt INTEGER NOT NULL DEFAULT 0,
  male_cnt INTEGER NOT NULL DEFAULT 0,
  female_cnt INTEGER NOT NULL DEFAULT 0,
  union_cnt INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, month, city_code, district_code, age_band)
) WITHOUT ROWID;
CREATE TABLE board_member_ledger_year (
  tenant_id TEXT NOT NULL DEFAULT '',
  year TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  age_band TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  crossed_cnt INTEGER NOT NULL DEFAULT 0,
  male_cnt INTEGER NOT NULL DEFAULT 0,
  female_cnt INTEGER NOT NULL DEFAULT 0,
  union_cnt INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, year, city_code, district_code, age_band)
) WITHOUT ROWID;
INSERT INTO board_order_month (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, product_type, trade_type, source, pay_type, SUM(row_cnt), SUM(order_cnt), SUM(product_cnt), SUM(order_money), SUM(pay_money), SUM(discount_money), SUM(shop_welfare), SUM(return_money) FROM board_order_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, product_type, trade_type, source, pay_type;
INSERT INTO board_channel_month (tenant_id, month, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, source, distributor_id, product_type, SUM(row_cnt), SUM(order_cnt), SUM(product_cnt), SUM(order_money) FROM board_channel_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, source, distributor_id, product_type;
INSERT INTO board_town_month (tenant_id, month, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, town_code, SUM(row_cnt), SUM(order_cnt), SUM(product_cnt), SUM(order_money), SUM(pay_money) FROM board_town_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, town_code;
INSERT INTO board_shop_month (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, trade_type, shop_id, sub_category_id, SUM(row_cnt), SUM(order_cnt), SUM(product_cnt), SUM(order_money) FROM board_shop_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, trade_type, shop_id, sub_category_id;
INSERT INTO board_product_month (tenant_id, month, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, source, product_id, SUM(row_cnt), SUM(order_cnt), SUM(product_cnt), SUM(order_money) FROM board_product_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, source, product_id;
INSERT INTO board_consumer_month (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, trade_type, age_band, user_sex, SUM(row_cnt), SUM(order_cnt), SUM(order_money) FROM board_consumer_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, trade_type, age_band, user_sex;
INSERT INTO board_origin_month (tenant_id, month, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, user_region_name, SUM(row_cnt), SUM(order_cnt), SUM(order_money) FROM board_origin_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, user_region_name;
INSERT INTO board_member_region (tenant_id, city_code, district_code, town_code, row_cnt, member_cnt, male_cnt, female_cnt, union_cnt) SELECT src.tenant_id AS tenant_id, COALESCE(src.city_code, '') AS city_code, COALESCE(src.district_code, '') AS district_code, COALESCE(src.town_code, '') AS town_code, SUM(1) AS row_cnt, SUM(1) AS member_cnt, SUM((COALESCE(src.sex, 0) = 1)) AS male_cnt, SUM((COALESCE(src.sex, 0) = 2)) AS female_cnt, SUM((COALESCE(src.is_union_member, 0) = 1)) AS union_cnt FROM app_member AS src
    WHERE src.is_deleted = 0 AND 1
    GROUP BY src.tenant_id, COALESCE(src.city_code, ''), COALESCE(src.district_code, ''), COALESCE(src.town_code, '');
INSERT INTO board_member_ledger_day (tenant_id, day, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT src.tenant_id AS tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(src.register_time, 1, 10) ELSE ((CAST(substr(src.birthday, 1, 4) AS INTEGER) + b.lo) || substr(src.birthday, 5, 6)) END, 1, 10) AS day, COALESCE(src.city_code, '') AS city_code, COALESCE(src.district_code, '') AS district_code, b.band AS age_band, SUM(1) AS row_cnt, SUM(1 - b.reg) AS crossed_cnt, SUM(b.reg * (COALESCE(src.sex, 0) = 1)) AS male_cnt, SUM(b.reg * (COALESCE(src.sex, 0) = 2)) AS female_cnt, SUM(b.reg * (COALESCE(src.is_union_member, 0) = 1)) AS union_cnt FROM app_member AS src, (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE src.is_deleted = 0 AND src.register_time IS NOT NULL AND length(src.register_time) >= 10 AND (CASE WHEN COALESCE(src.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(src.birthday, 1, 4) AS INTEGER) + b.hi) || substr(src.birthday, 5, 6)) > substr(src.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(src.birthday, 1, 4) AS INTEGER) + b.lo) || substr(src.birthday, 5, 6)) <= substr(src.register_time, 1, 10)
      ELSE ((CAST(substr(src.birthday, 1, 4) AS INTEGER) + b.lo) || substr(src.birthday, 5, 6)) > substr(src.register_time, 1, 10) END
  ELSE b.band = '' END)
    GROUP BY src.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(src.register_time, 1, 10) ELSE ((CAST(substr(src.birthday, 1, 4) AS INTEGER) + b.lo) || substr(src.birthday, 5, 6)) END, 1, 10), COALESCE(src.city_code, ''), COALESCE(src.district_code, ''), b.band;
INSERT INTO board_member_ledger_month (tenant_id, month, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT tenant_id, substr(day, 1, 7), city_code, district_code, age_band, SUM(row_cnt), SUM(crossed_cnt), SUM(male_cnt), SUM(female_cnt), SUM(union_cnt) FROM board_member_ledger_day
     GROUP BY tenant_id, substr(day, 1, 7), city_code, district_code, age_band;
INSERT INTO board_member_ledger_year (tenant_id, year, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT tenant_id, substr(month, 1, 4), city_code, district_code, age_band, SUM(row_cnt), SUM(crossed_cnt), SUM(male_cnt), SUM(female_cnt), SUM(union_cnt) FROM board_member_ledger_month
     GROUP BY tenant_id, substr(month, 1, 4), city_code, district_code, age_band;
-- Members of one town are read from the rows: this index covers every figure the board takes from them.
CREATE INDEX idx_app_member_town ON app_member (tenant_id, town_code, is_deleted, register_time, sex,
  is_union_member, birthday);

CREATE TRIGGER trg_order_product_delta_insert AFTER INSERT ON order_product BEGIN
INSERT INTO board_order_month (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.product_type, 0), COALESCE(NEW.trade_type, 0), COALESCE(NEW.source, 0), COALESCE(NEW.pay_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.discount_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.shop_welfare, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.return_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money, discount_money = discount_money + excluded.discount_money, shop_welfare = shop_welfare + excluded.shop_welfare, return_money = return_money + excluded.return_money;
INSERT INTO board_channel_month (tenant_id, month, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.distributor_id, ''), COALESCE(NEW.product_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, distributor_id, product_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_town_month (tenant_id, month, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.town_code, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money;
INSERT INTO board_shop_month (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), COALESCE(NEW.shop_id, ''), COALESCE(NEW.sub_category_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_product_month (tenant_id, month, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.product_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, product_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_consumer_month (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), CASE WHEN NEW.user_age IS NULL THEN '' WHEN NEW.user_age < 18 THEN '<18'
  WHEN NEW.user_age < 30 THEN '18-30' WHEN NEW.user_age < 40 THEN '30-40' WHEN NEW.user_age < 50 THEN '40-50'
  WHEN NEW.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(NEW.user_sex, 0), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_origin_month (tenant_id, month, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.user_region_name, ''), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, user_region_name) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
END;
CREATE TRIGGER trg_order_product_delta_update AFTER UPDATE OF city_code, discount_money, distributor_id, district_code, is_deleted, order_money, pay_date, pay_money, pay_status, pay_type, product_cnt, product_id, product_type, return_money, shop_id, shop_welfare, source, sub_category_id, tenant_id, town_code, trade_type, user_age, user_region_name, user_sex ON order_product BEGIN
INSERT INTO board_order_month (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.product_type, 0), COALESCE(OLD.trade_type, 0), COALESCE(OLD.source, 0), COALESCE(OLD.pay_type, 0), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.discount_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.shop_welfare, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.return_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money, discount_money = discount_money + excluded.discount_money, shop_welfare = shop_welfare + excluded.shop_welfare, return_money = return_money + excluded.return_money;
    DELETE FROM board_order_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.product_type, 0), COALESCE(OLD.trade_type, 0), COALESCE(OLD.source, 0), COALESCE(OLD.pay_type, 0)
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_order_month (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.product_type, 0), COALESCE(NEW.trade_type, 0), COALESCE(NEW.source, 0), COALESCE(NEW.pay_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.discount_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.shop_welfare, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.return_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money, discount_money = discount_money + excluded.discount_money, shop_welfare = shop_welfare + excluded.shop_welfare, return_money = return_money + excluded.return_money;
INSERT INTO board_channel_month (tenant_id, month, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.distributor_id, ''), COALESCE(OLD.product_type, 0), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, distributor_id, product_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_channel_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, source, distributor_id, product_type) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.distributor_id, ''), COALESCE(OLD.product_type, 0)
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_channel_month (tenant_id, month, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.distributor_id, ''), COALESCE(NEW.product_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, distributor_id, product_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_town_month (tenant_id, month, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, ''), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money;
    DELETE FROM board_town_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, town_code) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_town_month (tenant_id, month, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.town_code, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money;
INSERT INTO board_shop_month (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), COALESCE(OLD.shop_id, ''), COALESCE(OLD.sub_category_id, ''), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_shop_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), COALESCE(OLD.shop_id, ''), COALESCE(OLD.sub_category_id, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_shop_month (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), COALESCE(NEW.shop_id, ''), COALESCE(NEW.sub_category_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_product_month (tenant_id, month, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.product_id, ''), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, product_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_product_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, source, product_id) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.product_id, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_product_month (tenant_id, month, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.product_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, product_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_consumer_month (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(OLD.user_sex, 0), -(1), -(1), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_consumer_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(OLD.user_sex, 0)
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_consumer_month (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), CASE WHEN NEW.user_age IS NULL THEN '' WHEN NEW.user_age < 18 THEN '<18'
  WHEN NEW.user_age < 30 THEN '18-30' WHEN NEW.user_age < 40 THEN '30-40' WHEN NEW.user_age < 50 THEN '40-50'
  WHEN NEW.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(NEW.user_sex, 0), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_origin_month (tenant_id, month, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.user_region_name, ''), -(1), -(1), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, user_region_name) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_origin_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, user_region_name) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.user_region_name, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_origin_month (tenant_id, month, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.user_region_name, ''), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER)
    WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, user_region_name) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
END;
CREATE TRIGGER trg_order_product_delta_delete AFTER DELETE ON order_product BEGIN
INSERT INTO board_order_month (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.product_type, 0), COALESCE(OLD.trade_type, 0), COALESCE(OLD.source, 0), COALESCE(OLD.pay_type, 0), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.discount_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.shop_welfare, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.return_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money, discount_money = discount_money + excluded.discount_money, shop_welfare = shop_welfare + excluded.shop_welfare, return_money = return_money + excluded.return_money;
    DELETE FROM board_order_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, product_type, trade_type, source, pay_type) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.product_type, 0), COALESCE(OLD.trade_type, 0), COALESCE(OLD.source, 0), COALESCE(OLD.pay_type, 0)
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_channel_month (tenant_id, month, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.distributor_id, ''), COALESCE(OLD.product_type, 0), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, distributor_id, product_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_channel_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, source, distributor_id, product_type) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.distributor_id, ''), COALESCE(OLD.product_type, 0)
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_town_month (tenant_id, month, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, ''), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER)), -(CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money;
    DELETE FROM board_town_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, town_code) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_shop_month (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), COALESCE(OLD.shop_id, ''), COALESCE(OLD.sub_category_id, ''), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_shop_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, trade_type, shop_id, sub_category_id) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), COALESCE(OLD.shop_id, ''), COALESCE(OLD.sub_category_id, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_product_month (tenant_id, month, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.product_id, ''), -(1), -(1), -(COALESCE(OLD.product_cnt, 0)), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, source, product_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_product_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, source, product_id) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.source, 0), COALESCE(OLD.product_id, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_consumer_month (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(OLD.user_sex, 0), -(1), -(1), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_consumer_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, trade_type, age_band, user_sex) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.trade_type, 0), CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(OLD.user_sex, 0)
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
INSERT INTO board_origin_month (tenant_id, month, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.user_region_name, ''), -(1), -(1), -(CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER))
    WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1
    ON CONFLICT (tenant_id, month, city_code, district_code, user_region_name) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
    DELETE FROM board_origin_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, user_region_name) IN (SELECT OLD.tenant_id, substr(OLD.pay_date, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.user_region_name, '')
      WHERE OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10 AND 1);
END;

CREATE TRIGGER trg_app_member_delta_insert AFTER INSERT ON app_member BEGIN
INSERT INTO board_member_region (tenant_id, city_code, district_code, town_code, row_cnt, member_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.town_code, ''), 1, 1, (COALESCE(NEW.sex, 0) = 1), (COALESCE(NEW.sex, 0) = 2), (COALESCE(NEW.is_union_member, 0) = 1)
    WHERE NEW.is_deleted = 0 AND 1
    ON CONFLICT (tenant_id, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, member_cnt = member_cnt + excluded.member_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
INSERT INTO board_member_ledger_day (tenant_id, day, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(NEW.register_time, 1, 10) ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) END, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), b.band, 1, 1 - b.reg, b.reg * (COALESCE(NEW.sex, 0) = 1), b.reg * (COALESCE(NEW.sex, 0) = 2), b.reg * (COALESCE(NEW.is_union_member, 0) = 1) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE NEW.is_deleted = 0 AND NEW.register_time IS NOT NULL AND length(NEW.register_time) >= 10 AND (CASE WHEN COALESCE(NEW.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.hi) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) <= substr(NEW.register_time, 1, 10)
      ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, day, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
INSERT INTO board_member_ledger_month (tenant_id, month, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(NEW.register_time, 1, 10) ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) END, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), b.band, 1, 1 - b.reg, b.reg * (COALESCE(NEW.sex, 0) = 1), b.reg * (COALESCE(NEW.sex, 0) = 2), b.reg * (COALESCE(NEW.is_union_member, 0) = 1) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE NEW.is_deleted = 0 AND NEW.register_time IS NOT NULL AND length(NEW.register_time) >= 10 AND (CASE WHEN COALESCE(NEW.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.hi) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) <= substr(NEW.register_time, 1, 10)
      ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, month, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
INSERT INTO board_member_ledger_year (tenant_id, year, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(NEW.register_time, 1, 10) ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) END, 1, 4), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), b.band, 1, 1 - b.reg, b.reg * (COALESCE(NEW.sex, 0) = 1), b.reg * (COALESCE(NEW.sex, 0) = 2), b.reg * (COALESCE(NEW.is_union_member, 0) = 1) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE NEW.is_deleted = 0 AND NEW.register_time IS NOT NULL AND length(NEW.register_time) >= 10 AND (CASE WHEN COALESCE(NEW.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.hi) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) <= substr(NEW.register_time, 1, 10)
      ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, year, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
END;
CREATE TRIGGER trg_app_member_delta_update AFTER UPDATE OF birthday, city_code, district_code, is_deleted, is_union_member, register_time, sex, tenant_id, town_code ON app_member BEGIN
INSERT INTO board_member_region (tenant_id, city_code, district_code, town_code, row_cnt, member_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, ''), -(1), -(1), -((COALESCE(OLD.sex, 0) = 1)), -((COALESCE(OLD.sex, 0) = 2)), -((COALESCE(OLD.is_union_member, 0) = 1))
    WHERE OLD.is_deleted = 0 AND 1
    ON CONFLICT (tenant_id, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, member_cnt = member_cnt + excluded.member_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_region WHERE row_cnt = 0 AND (tenant_id, city_code, district_code, town_code) IN (SELECT OLD.tenant_id, COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, '')
      WHERE OLD.is_deleted = 0 AND 1);
INSERT INTO board_member_region (tenant_id, city_code, district_code, town_code, row_cnt, member_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.town_code, ''), 1, 1, (COALESCE(NEW.sex, 0) = 1), (COALESCE(NEW.sex, 0) = 2), (COALESCE(NEW.is_union_member, 0) = 1)
    WHERE NEW.is_deleted = 0 AND 1
    ON CONFLICT (tenant_id, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, member_cnt = member_cnt + excluded.member_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
INSERT INTO board_member_ledger_day (tenant_id, day, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 10), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band, -(1), -(1 - b.reg), -(b.reg * (COALESCE(OLD.sex, 0) = 1)), -(b.reg * (COALESCE(OLD.sex, 0) = 2)), -(b.reg * (COALESCE(OLD.is_union_member, 0) = 1)) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, day, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_ledger_day WHERE row_cnt = 0 AND (tenant_id, day, city_code, district_code, age_band) IN (SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 10), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
      WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END));
INSERT INTO board_member_ledger_day (tenant_id, day, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(NEW.register_time, 1, 10) ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) END, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), b.band, 1, 1 - b.reg, b.reg * (COALESCE(NEW.sex, 0) = 1), b.reg * (COALESCE(NEW.sex, 0) = 2), b.reg * (COALESCE(NEW.is_union_member, 0) = 1) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE NEW.is_deleted = 0 AND NEW.register_time IS NOT NULL AND length(NEW.register_time) >= 10 AND (CASE WHEN COALESCE(NEW.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.hi) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) <= substr(NEW.register_time, 1, 10)
      ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, day, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
INSERT INTO board_member_ledger_month (tenant_id, month, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band, -(1), -(1 - b.reg), -(b.reg * (COALESCE(OLD.sex, 0) = 1)), -(b.reg * (COALESCE(OLD.sex, 0) = 2)), -(b.reg * (COALESCE(OLD.is_union_member, 0) = 1)) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, month, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_ledger_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, age_band) IN (SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
      WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END));
INSERT INTO board_member_ledger_month (tenant_id, month, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(NEW.register_time, 1, 10) ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) END, 1, 7), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), b.band, 1, 1 - b.reg, b.reg * (COALESCE(NEW.sex, 0) = 1), b.reg * (COALESCE(NEW.sex, 0) = 2), b.reg * (COALESCE(NEW.is_union_member, 0) = 1) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE NEW.is_deleted = 0 AND NEW.register_time IS NOT NULL AND length(NEW.register_time) >= 10 AND (CASE WHEN COALESCE(NEW.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.hi) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) <= substr(NEW.register_time, 1, 10)
      ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, month, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
INSERT INTO board_member_ledger_year (tenant_id, year, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 4), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band, -(1), -(1 - b.reg), -(b.reg * (COALESCE(OLD.sex, 0) = 1)), -(b.reg * (COALESCE(OLD.sex, 0) = 2)), -(b.reg * (COALESCE(OLD.is_union_member, 0) = 1)) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, year, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_ledger_year WHERE row_cnt = 0 AND (tenant_id, year, city_code, district_code, age_band) IN (SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 4), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
      WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END));
INSERT INTO board_member_ledger_year (tenant_id, year, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT NEW.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(NEW.register_time, 1, 10) ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) END, 1, 4), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), b.band, 1, 1 - b.reg, b.reg * (COALESCE(NEW.sex, 0) = 1), b.reg * (COALESCE(NEW.sex, 0) = 2), b.reg * (COALESCE(NEW.is_union_member, 0) = 1) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE NEW.is_deleted = 0 AND NEW.register_time IS NOT NULL AND length(NEW.register_time) >= 10 AND (CASE WHEN COALESCE(NEW.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.hi) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) <= substr(NEW.register_time, 1, 10)
      ELSE ((CAST(substr(NEW.birthday, 1, 4) AS INTEGER) + b.lo) || substr(NEW.birthday, 5, 6)) > substr(NEW.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, year, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
END;
CREATE TRIGGER trg_app_member_delta_delete AFTER DELETE ON app_member BEGIN
INSERT INTO board_member_region (tenant_id, city_code, district_code, town_code, row_cnt, member_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, ''), -(1), -(1), -((COALESCE(OLD.sex, 0) = 1)), -((COALESCE(OLD.sex, 0) = 2)), -((COALESCE(OLD.is_union_member, 0) = 1))
    WHERE OLD.is_deleted = 0 AND 1
    ON CONFLICT (tenant_id, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, member_cnt = member_cnt + excluded.member_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_region WHERE row_cnt = 0 AND (tenant_id, city_code, district_code, town_code) IN (SELECT OLD.tenant_id, COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), COALESCE(OLD.town_code, '')
      WHERE OLD.is_deleted = 0 AND 1);
INSERT INTO board_member_ledger_day (tenant_id, day, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 10), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band, -(1), -(1 - b.reg), -(b.reg * (COALESCE(OLD.sex, 0) = 1)), -(b.reg * (COALESCE(OLD.sex, 0) = 2)), -(b.reg * (COALESCE(OLD.is_union_member, 0) = 1)) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, day, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_ledger_day WHERE row_cnt = 0 AND (tenant_id, day, city_code, district_code, age_band) IN (SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 10), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
      WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END));
INSERT INTO board_member_ledger_month (tenant_id, month, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band, -(1), -(1 - b.reg), -(b.reg * (COALESCE(OLD.sex, 0) = 1)), -(b.reg * (COALESCE(OLD.sex, 0) = 2)), -(b.reg * (COALESCE(OLD.is_union_member, 0) = 1)) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, month, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_ledger_month WHERE row_cnt = 0 AND (tenant_id, month, city_code, district_code, age_band) IN (SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 7), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
      WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END));
INSERT INTO board_member_ledger_year (tenant_id, year, city_code, district_code, age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt) SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 4), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band, -(1), -(1 - b.reg), -(b.reg * (COALESCE(OLD.sex, 0) = 1)), -(b.reg * (COALESCE(OLD.sex, 0) = 2)), -(b.reg * (COALESCE(OLD.is_union_member, 0) = 1)) FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
    WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END)
    ON CONFLICT (tenant_id, year, city_code, district_code, age_band) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, crossed_cnt = crossed_cnt + excluded.crossed_cnt, male_cnt = male_cnt + excluded.male_cnt, female_cnt = female_cnt + excluded.female_cnt, union_cnt = union_cnt + excluded.union_cnt;
    DELETE FROM board_member_ledger_year WHERE row_cnt = 0 AND (tenant_id, year, city_code, district_code, age_band) IN (SELECT OLD.tenant_id, substr(CASE WHEN b.reg = 1 THEN substr(OLD.register_time, 1, 10) ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) END, 1, 4), COALESCE(OLD.city_code, ''), COALESCE(OLD.district_code, ''), b.band FROM (SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b
      WHERE OLD.is_deleted = 0 AND OLD.register_time IS NOT NULL AND length(OLD.register_time) >= 10 AND (CASE WHEN COALESCE(OLD.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)
  THEN b.band <> '' AND (b.hi IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.hi) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10))
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) <= substr(OLD.register_time, 1, 10)
      ELSE ((CAST(substr(OLD.birthday, 1, 4) AS INTEGER) + b.lo) || substr(OLD.birthday, 5, 6)) > substr(OLD.register_time, 1, 10) END
  ELSE b.band = '' END));
END;`,
};
