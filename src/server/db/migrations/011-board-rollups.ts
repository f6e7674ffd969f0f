import type { Migration } from './types';

/**
 * The board's day roll-ups of orders and visits, and the triggers that keep them exact in every write's transaction.
 *
 * The SQL is frozen here as it was released. The rules it encodes live on in src/server/db/rollups (the bulk
 * loader and the board read them); when they change, a new migration re-creates what changed, and the test
 * `rollup-snapshot.test.ts` fails until one does.
 */
export const migration011: Migration = {
  version: 11,
  name: 'board-rollups',
  sql: `CREATE TABLE board_order_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
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
  PRIMARY KEY (tenant_id, day, city_code, district_code, product_type, trade_type, source, pay_type)
) WITHOUT ROWID;
CREATE TABLE board_channel_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  source INTEGER NOT NULL DEFAULT 0,
  distributor_id TEXT NOT NULL DEFAULT '',
  product_type INTEGER NOT NULL DEFAULT 0,
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, source, distributor_id, product_type)
) WITHOUT ROWID;
CREATE TABLE board_town_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  town_code TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  pay_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, town_code)
) WITHOUT ROWID;
CREATE TABLE board_shop_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  trade_type INTEGER NOT NULL DEFAULT 0,
  shop_id TEXT NOT NULL DEFAULT '',
  sub_category_id TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, trade_type, shop_id, sub_category_id)
) WITHOUT ROWID;
CREATE TABLE board_product_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  source INTEGER NOT NULL DEFAULT 0,
  product_id TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  product_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, source, product_id)
) WITHOUT ROWID;
CREATE TABLE board_consumer_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  trade_type INTEGER NOT NULL DEFAULT 0,
  age_band TEXT NOT NULL DEFAULT '',
  user_sex INTEGER NOT NULL DEFAULT 0,
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, trade_type, age_band, user_sex)
) WITHOUT ROWID;
CREATE TABLE board_origin_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  user_region_name TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  order_cnt INTEGER NOT NULL DEFAULT 0,
  order_money INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code, user_region_name)
) WITHOUT ROWID;
CREATE TABLE board_visit_day (
  tenant_id TEXT NOT NULL DEFAULT '',
  day TEXT NOT NULL DEFAULT '',
  city_code TEXT NOT NULL DEFAULT '',
  district_code TEXT NOT NULL DEFAULT '',
  row_cnt INTEGER NOT NULL DEFAULT 0,
  visit_cnt INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, city_code, district_code)
) WITHOUT ROWID;

CREATE TRIGGER trg_order_product_rollup_insert AFTER INSERT ON order_product BEGIN
INSERT INTO board_order_day (tenant_id, day, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.product_type, 0), COALESCE(NEW.trade_type, 0), COALESCE(NEW.source, 0), COALESCE(NEW.pay_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.discount_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.shop_welfare, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.return_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, product_type, trade_type, source, pay_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money, discount_money = discount_money + excluded.discount_money, shop_welfare = shop_welfare + excluded.shop_welfare, return_money = return_money + excluded.return_money;
INSERT INTO board_channel_day (tenant_id, day, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.distributor_id, ''), COALESCE(NEW.product_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, source, distributor_id, product_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_town_day (tenant_id, day, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.town_code, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money;
INSERT INTO board_shop_day (tenant_id, day, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), COALESCE(NEW.shop_id, ''), COALESCE(NEW.sub_category_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, trade_type, shop_id, sub_category_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_product_day (tenant_id, day, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.product_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, source, product_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_consumer_day (tenant_id, day, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), CASE WHEN NEW.user_age IS NULL THEN '' WHEN NEW.user_age < 18 THEN '<18'
  WHEN NEW.user_age < 30 THEN '18-30' WHEN NEW.user_age < 40 THEN '30-40' WHEN NEW.user_age < 50 THEN '40-50'
  WHEN NEW.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(NEW.user_sex, 0), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, trade_type, age_band, user_sex) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
INSERT INTO board_origin_day (tenant_id, day, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.user_region_name, ''), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, user_region_name) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
END;
CREATE TRIGGER trg_order_product_rollup_update AFTER UPDATE ON order_product BEGIN
UPDATE board_order_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER), pay_money = pay_money - CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER), discount_money = discount_money - CAST(ROUND(COALESCE(OLD.discount_money, 0) * 100) AS INTEGER), shop_welfare = shop_welfare - CAST(ROUND(COALESCE(OLD.shop_welfare, 0) * 100) AS INTEGER), return_money = return_money - CAST(ROUND(COALESCE(OLD.return_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND product_type = COALESCE(OLD.product_type, 0) AND trade_type = COALESCE(OLD.trade_type, 0) AND source = COALESCE(OLD.source, 0) AND pay_type = COALESCE(OLD.pay_type, 0) AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_order_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND product_type = COALESCE(OLD.product_type, 0) AND trade_type = COALESCE(OLD.trade_type, 0) AND source = COALESCE(OLD.source, 0) AND pay_type = COALESCE(OLD.pay_type, 0) AND row_cnt = 0;
INSERT INTO board_order_day (tenant_id, day, city_code, district_code, product_type, trade_type, source, pay_type, row_cnt, order_cnt, product_cnt, order_money, pay_money, discount_money, shop_welfare, return_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.product_type, 0), COALESCE(NEW.trade_type, 0), COALESCE(NEW.source, 0), COALESCE(NEW.pay_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.discount_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.shop_welfare, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.return_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, product_type, trade_type, source, pay_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money, discount_money = discount_money + excluded.discount_money, shop_welfare = shop_welfare + excluded.shop_welfare, return_money = return_money + excluded.return_money;
UPDATE board_channel_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND distributor_id = COALESCE(OLD.distributor_id, '') AND product_type = COALESCE(OLD.product_type, 0) AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_channel_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND distributor_id = COALESCE(OLD.distributor_id, '') AND product_type = COALESCE(OLD.product_type, 0) AND row_cnt = 0;
INSERT INTO board_channel_day (tenant_id, day, city_code, district_code, source, distributor_id, product_type, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.distributor_id, ''), COALESCE(NEW.product_type, 0), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, source, distributor_id, product_type) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
UPDATE board_town_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER), pay_money = pay_money - CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND town_code = COALESCE(OLD.town_code, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_town_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND town_code = COALESCE(OLD.town_code, '') AND row_cnt = 0;
INSERT INTO board_town_day (tenant_id, day, city_code, district_code, town_code, row_cnt, order_cnt, product_cnt, order_money, pay_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.town_code, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER), CAST(ROUND(COALESCE(NEW.pay_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, town_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money, pay_money = pay_money + excluded.pay_money;
UPDATE board_shop_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND shop_id = COALESCE(OLD.shop_id, '') AND sub_category_id = COALESCE(OLD.sub_category_id, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_shop_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND shop_id = COALESCE(OLD.shop_id, '') AND sub_category_id = COALESCE(OLD.sub_category_id, '') AND row_cnt = 0;
INSERT INTO board_shop_day (tenant_id, day, city_code, district_code, trade_type, shop_id, sub_category_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), COALESCE(NEW.shop_id, ''), COALESCE(NEW.sub_category_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, trade_type, shop_id, sub_category_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
UPDATE board_product_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND product_id = COALESCE(OLD.product_id, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_product_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND product_id = COALESCE(OLD.product_id, '') AND row_cnt = 0;
INSERT INTO board_product_day (tenant_id, day, city_code, district_code, source, product_id, row_cnt, order_cnt, product_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.source, 0), COALESCE(NEW.product_id, ''), 1, 1, COALESCE(NEW.product_cnt, 0), CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, source, product_id) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, product_cnt = product_cnt + excluded.product_cnt, order_money = order_money + excluded.order_money;
UPDATE board_consumer_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND age_band = CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END AND user_sex = COALESCE(OLD.user_sex, 0) AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_consumer_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND age_band = CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END AND user_sex = COALESCE(OLD.user_sex, 0) AND row_cnt = 0;
INSERT INTO board_consumer_day (tenant_id, day, city_code, district_code, trade_type, age_band, user_sex, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.trade_type, 0), CASE WHEN NEW.user_age IS NULL THEN '' WHEN NEW.user_age < 18 THEN '<18'
  WHEN NEW.user_age < 30 THEN '18-30' WHEN NEW.user_age < 40 THEN '30-40' WHEN NEW.user_age < 50 THEN '40-50'
  WHEN NEW.user_age < 65 THEN '50-65' ELSE '65+' END, COALESCE(NEW.user_sex, 0), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, trade_type, age_band, user_sex) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
UPDATE board_origin_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND user_region_name = COALESCE(OLD.user_region_name, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_origin_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND user_region_name = COALESCE(OLD.user_region_name, '') AND row_cnt = 0;
INSERT INTO board_origin_day (tenant_id, day, city_code, district_code, user_region_name, row_cnt, order_cnt, order_money) SELECT NEW.tenant_id, substr(NEW.pay_date, 1, 10), COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), COALESCE(NEW.user_region_name, ''), 1, 1, CAST(ROUND(COALESCE(NEW.order_money, 0) * 100) AS INTEGER) WHERE NEW.is_deleted = 0 AND NEW.pay_status IN (1, 2) AND NEW.pay_date IS NOT NULL AND length(NEW.pay_date) >= 10
    ON CONFLICT (tenant_id, day, city_code, district_code, user_region_name) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, order_cnt = order_cnt + excluded.order_cnt, order_money = order_money + excluded.order_money;
END;
CREATE TRIGGER trg_order_product_rollup_delete AFTER DELETE ON order_product BEGIN
UPDATE board_order_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER), pay_money = pay_money - CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER), discount_money = discount_money - CAST(ROUND(COALESCE(OLD.discount_money, 0) * 100) AS INTEGER), shop_welfare = shop_welfare - CAST(ROUND(COALESCE(OLD.shop_welfare, 0) * 100) AS INTEGER), return_money = return_money - CAST(ROUND(COALESCE(OLD.return_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND product_type = COALESCE(OLD.product_type, 0) AND trade_type = COALESCE(OLD.trade_type, 0) AND source = COALESCE(OLD.source, 0) AND pay_type = COALESCE(OLD.pay_type, 0) AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_order_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND product_type = COALESCE(OLD.product_type, 0) AND trade_type = COALESCE(OLD.trade_type, 0) AND source = COALESCE(OLD.source, 0) AND pay_type = COALESCE(OLD.pay_type, 0) AND row_cnt = 0;
UPDATE board_channel_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND distributor_id = COALESCE(OLD.distributor_id, '') AND product_type = COALESCE(OLD.product_type, 0) AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_channel_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND distributor_id = COALESCE(OLD.distributor_id, '') AND product_type = COALESCE(OLD.product_type, 0) AND row_cnt = 0;
UPDATE board_town_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER), pay_money = pay_money - CAST(ROUND(COALESCE(OLD.pay_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND town_code = COALESCE(OLD.town_code, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_town_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND town_code = COALESCE(OLD.town_code, '') AND row_cnt = 0;
UPDATE board_shop_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND shop_id = COALESCE(OLD.shop_id, '') AND sub_category_id = COALESCE(OLD.sub_category_id, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_shop_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND shop_id = COALESCE(OLD.shop_id, '') AND sub_category_id = COALESCE(OLD.sub_category_id, '') AND row_cnt = 0;
UPDATE board_product_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, product_cnt = product_cnt - COALESCE(OLD.product_cnt, 0), order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND product_id = COALESCE(OLD.product_id, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_product_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND source = COALESCE(OLD.source, 0) AND product_id = COALESCE(OLD.product_id, '') AND row_cnt = 0;
UPDATE board_consumer_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND age_band = CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END AND user_sex = COALESCE(OLD.user_sex, 0) AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_consumer_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND trade_type = COALESCE(OLD.trade_type, 0) AND age_band = CASE WHEN OLD.user_age IS NULL THEN '' WHEN OLD.user_age < 18 THEN '<18'
  WHEN OLD.user_age < 30 THEN '18-30' WHEN OLD.user_age < 40 THEN '30-40' WHEN OLD.user_age < 50 THEN '40-50'
  WHEN OLD.user_age < 65 THEN '50-65' ELSE '65+' END AND user_sex = COALESCE(OLD.user_sex, 0) AND row_cnt = 0;
UPDATE board_origin_day SET row_cnt = row_cnt - 1, order_cnt = order_cnt - 1, order_money = order_money - CAST(ROUND(COALESCE(OLD.order_money, 0) * 100) AS INTEGER) WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND user_region_name = COALESCE(OLD.user_region_name, '') AND (OLD.is_deleted = 0 AND OLD.pay_status IN (1, 2) AND OLD.pay_date IS NOT NULL AND length(OLD.pay_date) >= 10);
    DELETE FROM board_origin_day WHERE tenant_id = OLD.tenant_id AND day = substr(OLD.pay_date, 1, 10) AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND user_region_name = COALESCE(OLD.user_region_name, '') AND row_cnt = 0;
END;

CREATE TRIGGER trg_app_member_visit_rollup_insert AFTER INSERT ON app_member_visit BEGIN
INSERT INTO board_visit_day (tenant_id, day, city_code, district_code, row_cnt, visit_cnt) SELECT NEW.tenant_id, NEW.visit_day, COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), 1, COALESCE(NEW.visit_cnt, 0) WHERE NEW.visit_day IS NOT NULL
    ON CONFLICT (tenant_id, day, city_code, district_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, visit_cnt = visit_cnt + excluded.visit_cnt;
END;
CREATE TRIGGER trg_app_member_visit_rollup_update AFTER UPDATE ON app_member_visit BEGIN
UPDATE board_visit_day SET row_cnt = row_cnt - 1, visit_cnt = visit_cnt - COALESCE(OLD.visit_cnt, 0) WHERE tenant_id = OLD.tenant_id AND day = OLD.visit_day AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND (OLD.visit_day IS NOT NULL);
    DELETE FROM board_visit_day WHERE tenant_id = OLD.tenant_id AND day = OLD.visit_day AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND row_cnt = 0;
INSERT INTO board_visit_day (tenant_id, day, city_code, district_code, row_cnt, visit_cnt) SELECT NEW.tenant_id, NEW.visit_day, COALESCE(NEW.city_code, ''), COALESCE(NEW.district_code, ''), 1, COALESCE(NEW.visit_cnt, 0) WHERE NEW.visit_day IS NOT NULL
    ON CONFLICT (tenant_id, day, city_code, district_code) DO UPDATE SET row_cnt = row_cnt + excluded.row_cnt, visit_cnt = visit_cnt + excluded.visit_cnt;
END;
CREATE TRIGGER trg_app_member_visit_rollup_delete AFTER DELETE ON app_member_visit BEGIN
UPDATE board_visit_day SET row_cnt = row_cnt - 1, visit_cnt = visit_cnt - COALESCE(OLD.visit_cnt, 0) WHERE tenant_id = OLD.tenant_id AND day = OLD.visit_day AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND (OLD.visit_day IS NOT NULL);
    DELETE FROM board_visit_day WHERE tenant_id = OLD.tenant_id AND day = OLD.visit_day AND city_code = COALESCE(OLD.city_code, '') AND district_code = COALESCE(OLD.district_code, '') AND row_cnt = 0;
END;`,
};
