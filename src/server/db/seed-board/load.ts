import type { Database } from 'better-sqlite3';
import { dropRollupTriggersSql, rebuildRollupsSql, rollupTriggersSql } from '../migrations/011-board-rollups';
import { deltaTriggersSql, dropDeltaTriggersSql, rebuildDeltaRollupsSql } from '../migrations/014-board-member-rollups';
import { createSequentialIds } from '../ids';
import { SEED_IDS, SEED_TIME } from '../seed-org';
import { daliPrefecture } from '../seed-data/regions-dali';
import { ageOn, dayNumber, dayText, dayWeight, HOUR_WEIGHTS, timeText } from './calendar';
import {
  COUNTY_WEIGHTS,
  DISTRIBUTORS,
  GIVEN,
  INDUSTRIES,
  ORDER_TYPE_BY_PRODUCT_TYPE,
  PLATFORMS,
  SURNAMES,
  VISITOR_ORIGINS,
} from './catalogue';
import { createRandom, createWeightedPicker, type Random } from './random';

export interface BoardSeedOptions {
  tenantId: string;
  /** The last day of data, `yyyy-MM-dd`; orders cover the `days` days ending on it. */
  referenceDate: string;
  orders: number;
  /** Default 730 (two years). */
  days?: number;
  /** Default 20 000 or orders / 2.5, whichever is larger; capped at 200 000. */
  members?: number;
  /** Orders on the reference date stop at this time of day (`HH:mm:ss`), e.g. the time of seeding. */
  referenceTime?: string;
  seed?: number;
}

export interface BoardSeedResult {
  categories: number;
  merchants: number;
  products: number;
  distributors: number;
  members: number;
  visits: number;
  orders: number;
}

interface Town {
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  townCode: string;
  townName: string;
}

interface ProductRow {
  id: string;
  name: string;
  type: number;
  tradeType: number;
  price: number;
  merchantId: string;
  merchantName: string;
  categoryId: string;
  subCategoryId: string;
  categoryName: string;
  subCategoryName: string;
  town: Town;
}

interface MemberRow {
  id: string;
  name: string;
  phone: string;
  sex: number;
  birthday: string;
  regionCode: string;
  regionName: string;
  union: boolean;
  registerDay: number;
  town: Town;
}

const money = (value: number): number => Math.round(value * 100) / 100;

/** Prepared INSERT for a column list; rows are passed as arrays in the same order. */
const inserter = (db: Database, table: string, columns: readonly string[]) => {
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return (values: unknown[]): void => {
    statement.run(values);
  };
};

const AUDIT = ['create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status', 'is_deleted'];
const audit = (time: string, status = 1): unknown[] => [
  SEED_IDS.adminUser,
  SEED_IDS.rootDept,
  time,
  SEED_IDS.adminUser,
  time,
  status,
  0,
];

const daliTowns = (): Town[] => {
  const towns: Town[] = [];
  for (const county of daliPrefecture.children ?? []) {
    const list = (county.children ?? []).map((town) => ({
      cityCode: daliPrefecture.code,
      cityName: daliPrefecture.name,
      districtCode: county.code,
      districtName: county.name,
      townCode: town.code,
      townName: town.name,
    }));
    towns.push(...list);
  }
  return towns;
};

/** Lake and old-town towns of Dali City draw more merchants and members than the rest. */
const townWeight = (town: Town): number => {
  const county = COUNTY_WEIGHTS[town.districtCode] ?? 1;
  const size = town.districtCode === '532901' ? 13 : 9;
  const hot = /大理镇|双廊|喜洲|下关|太和|沙溪|金华|祥城|金牛/.test(town.townName) ? 3 : 1;
  return (county / size) * hot;
};

const personName = (random: Random): string =>
  `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.chance(0.6) ? random.pick(GIVEN) : ''}`;

/**
 * Writes a tenant's board data (categories, merchants, products, distributors, members, daily visits and
 * orders) in one transaction, with the roll-up triggers (migrations 011 and 014) dropped during the load and the
 * roll-ups rebuilt from the rows at the end, so a bulk load costs one GROUP BY instead of one upsert per order
 * (or member) and roll-up.
 * Deterministic: the same options give the same rows and ids.
 */
export const loadBoardData = (db: Database, options: BoardSeedOptions): BoardSeedResult => {
  const random = createRandom(options.seed ?? 20240101);
  const days = options.days ?? 730;
  const lastDay = dayNumber(options.referenceDate);
  const firstDay = lastDay - days + 1;
  const memberCount = Math.min(200_000, options.members ?? Math.max(20_000, Math.round(options.orders / 2.5)));
  const tenantId = options.tenantId;
  const ids = createSequentialIds(`18${tenantId.padStart(6, '0').slice(-6)}00000000000`);
  const towns = daliTowns();
  const pickTown = createWeightedPicker(towns.map(townWeight));
  const result: BoardSeedResult = {
    categories: 0,
    merchants: 0,
    products: 0,
    distributors: 0,
    members: 0,
    visits: 0,
    orders: 0,
  };

  const run = () => {
    db.exec(dropRollupTriggersSql());
    db.exec(dropDeltaTriggersSql());

    // Categories, merchants and products.
    const category = inserter(db, 'merchant_category', [
      'id',
      'tenant_id',
      'parent_id',
      'name',
      'level',
      'trade_type',
      'product_type',
      'sort',
      ...AUDIT,
    ]);
    const merchant = inserter(db, 'merchant_info', [
      'id',
      'tenant_id',
      'name',
      'phone',
      'category_id',
      'sub_category_id',
      'category_name',
      'sub_category_name',
      'trade_type',
      'address',
      'principal',
      'contact_info',
      'customer_phone',
      'city_code',
      'district_code',
      'town_code',
      'city_name',
      'district_name',
      'town_name',
      'code',
      ...AUDIT,
    ]);
    const product = inserter(db, 'merchant_product', [
      'id',
      'tenant_id',
      'merchant_id',
      'merchant_name',
      'name',
      'type',
      'trade_type',
      'category_id',
      'sub_category_id',
      'industry_name',
      'business_name',
      'combo_price',
      'cost_price',
      'market_price',
      'sale_num',
      'audit_status',
      'city_code',
      'district_code',
      'town_code',
      ...AUDIT,
    ]);
    const products: ProductRow[] = [];
    const productWeights: number[] = [];
    let merchantNo = 0;
    INDUSTRIES.forEach((industry, industryIndex) => {
      const industryId = ids.next();
      category([
        industryId,
        tenantId,
        '0',
        industry.name,
        1,
        industry.tradeType,
        null,
        industryIndex + 1,
        ...audit(SEED_TIME),
      ]);
      result.categories += 1;
      industry.types.forEach((type, typeIndex) => {
        const typeId = ids.next();
        category([
          typeId,
          tenantId,
          industryId,
          type.name,
          2,
          industry.tradeType,
          type.productType,
          typeIndex + 1,
          ...audit(SEED_TIME),
        ]);
        result.categories += 1;
        const merchantsOfType = 8 + type.popularity * 2;
        for (let m = 0; m < merchantsOfType; m += 1) {
          const town = towns[pickTown(random)];
          const id = ids.next();
          const name = `${type.merchants[m % type.merchants.length]}(${town.townName}${Math.floor(m / type.merchants.length) + 1}店)`;
          const created = `${dayText(firstDay - random.int(30, 400))} 09:00:00`;
          merchantNo += 1;
          merchant([
            id,
            tenantId,
            name,
            `139${String(87000000 + merchantNo).padStart(8, '0')}`,
            industryId,
            typeId,
            industry.name,
            type.name,
            industry.tradeType,
            `${town.districtName}${town.townName}${random.int(1, 200)}号`,
            personName(random),
            `0872-${random.int(2000000, 2999999)}`,
            `0872-${random.int(2000000, 2999999)}`,
            town.cityCode,
            town.districtCode,
            town.townCode,
            town.cityName,
            town.districtName,
            town.townName,
            `SH${String(merchantNo).padStart(5, '0')}`,
            ...audit(created, random.chance(0.96) ? 1 : 0),
          ]);
          result.merchants += 1;
          const productCount = random.int(2, 5);
          const merchantWeight = type.popularity * (0.5 + random.next());
          for (let p = 0; p < productCount; p += 1) {
            const productId = ids.next();
            const base = type.products[(m + p) % type.products.length];
            const price = Math.round(type.price[0] + (type.price[1] - type.price[0]) * random.next() ** 2);
            const createdDay = Math.min(lastDay, firstDay - 60 + random.int(0, days));
            const onSale = random.chance(0.93);
            product([
              productId,
              tenantId,
              id,
              name,
              base,
              type.productType,
              industry.tradeType,
              industryId,
              typeId,
              industry.name,
              type.name,
              price,
              money(price * 0.7),
              Math.round(price * 1.2),
              0,
              onSale ? 1 : random.int(0, 2),
              town.cityCode,
              town.districtCode,
              town.townCode,
              ...audit(`${dayText(createdDay)} 10:00:00`, onSale ? 1 : 0),
            ]);
            result.products += 1;
            if (onSale) {
              products.push({
                id: productId,
                name: base,
                type: type.productType,
                tradeType: industry.tradeType,
                price,
                merchantId: id,
                merchantName: name,
                categoryId: industryId,
                subCategoryId: typeId,
                categoryName: industry.name,
                subCategoryName: type.name,
                town,
              });
              productWeights.push(merchantWeight / productCount);
            }
          }
        }
      });
    });

    // Distributors (source 2) and other online platforms (source 3).
    const distributor = inserter(db, 'merchant_distributor', [
      'id',
      'tenant_id',
      'name',
      'type',
      'principal',
      'phone',
      'city_code',
      'district_code',
      'district_name',
      ...AUDIT,
    ]);
    const makeChannels = (names: readonly string[], type: number) =>
      names.map((name) => {
        const id = ids.next();
        const town = towns[pickTown(random)];
        distributor([
          id,
          tenantId,
          name,
          type,
          personName(random),
          `138${random.int(10000000, 99999999)}`,
          town.cityCode,
          town.districtCode,
          town.districtName,
          ...audit(SEED_TIME),
        ]);
        result.distributors += 1;
        return { id, name };
      });
    const distributors = makeChannels(DISTRIBUTORS, 1);
    const platforms = makeChannels(PLATFORMS, 2);
    const pickDistributor = createWeightedPicker(distributors.map((_d, i) => 1 / (i + 1)));
    const pickPlatform = createWeightedPicker(platforms.map((_p, i) => 1 / (i + 1)));

    // Members: registered over the period (a third before it), more later; ages and sexes as the board expects.
    const member = inserter(db, 'app_member', [
      'id',
      'tenant_id',
      'nick_name',
      'real_name',
      'phone',
      'sex',
      'birthday',
      'region_code',
      'region_name',
      'city_code',
      'district_code',
      'town_code',
      'is_union_member',
      'register_time',
      ...AUDIT,
    ]);
    const pickAge = createWeightedPicker([35, 28, 18, 14, 5]);
    const ageRanges: [number, number][] = [
      [18, 29],
      [30, 39],
      [40, 49],
      [50, 64],
      [65, 80],
    ];
    const pickOrigin = createWeightedPicker(VISITOR_ORIGINS.map((origin) => origin[2]));
    const members: MemberRow[] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const registerDay = random.chance(0.33)
        ? firstDay - random.int(1, 365)
        : firstDay + Math.floor(days * Math.sqrt(random.next()));
      const [minAge, maxAge] = ageRanges[pickAge(random)];
      const birthYear = Number(options.referenceDate.slice(0, 4)) - random.int(minAge, maxAge);
      const birthday = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      const town = towns[pickTown(random)];
      const local = random.chance(0.7);
      const origin = VISITOR_ORIGINS[pickOrigin(random)];
      const sex = random.chance(0.03) ? 0 : random.chance(0.46) ? 1 : 2;
      const row: MemberRow = {
        id: ids.next(),
        name: personName(random),
        phone: `1${random.pick(['33', '39', '58', '77', '88'])}${String(10000000 + i).slice(-8)}`,
        sex,
        birthday,
        regionCode: local ? town.districtCode : origin[0],
        regionName: local ? town.districtName : origin[1],
        union: local && random.chance(0.32),
        registerDay,
        town,
      };
      members.push(row);
    }
    members.sort((a, b) => a.registerDay - b.registerDay);
    for (const row of members) {
      const time = `${dayText(row.registerDay)} ${timeText(random.int(8 * 3600, 22 * 3600))}`;
      member([
        row.id,
        tenantId,
        row.name,
        row.name,
        row.phone,
        row.sex,
        row.birthday,
        row.regionCode,
        row.regionName,
        row.town.cityCode,
        row.town.districtCode,
        row.town.townCode,
        row.union ? 1 : 0,
        time,
        ...audit(time),
      ]);
    }
    result.members = members.length;
    const registeredBy = (dayNum: number): number => {
      let low = 0;
      let high = members.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (members[middle].registerDay <= dayNum) low = middle + 1;
        else high = middle;
      }
      return low;
    };

    // Daily visits: about 1 % of the members registered by then open the app on an ordinary day.
    const visit = inserter(db, 'app_member_visit', [
      'id',
      'tenant_id',
      'user_id',
      'visit_day',
      'visit_cnt',
      'city_code',
      'district_code',
      'town_code',
    ]);
    for (let day = firstDay; day <= lastDay; day += 1) {
      const known = registeredBy(day);
      if (known === 0) continue;
      const visitors = Math.min(known, Math.round(known * 0.01 * dayWeight(day, firstDay, lastDay)));
      const seen = new Set<number>();
      for (let v = 0; v < visitors; v += 1) {
        const index = random.int(0, known - 1);
        if (seen.has(index)) continue;
        seen.add(index);
        const row = members[index];
        visit([
          ids.next(),
          tenantId,
          row.id,
          dayText(day),
          random.int(1, 6),
          row.town.cityCode,
          row.town.districtCode,
          row.town.townCode,
        ]);
        result.visits += 1;
      }
    }

    // Orders, spread over the days by how busy each is.
    const order = inserter(db, 'order_product', [
      'id',
      'tenant_id',
      'order_no',
      'product_id',
      'product_name',
      'product_type',
      'shop_id',
      'shop_name',
      'category_id',
      'sub_category_id',
      'category_name',
      'sub_category_name',
      'product_cnt',
      'order_money',
      'discount_money',
      'shop_welfare',
      'pay_money',
      'return_money',
      'admin_status',
      'user_id',
      'user_name',
      'user_tel',
      'user_sex',
      'user_age',
      'user_region_code',
      'user_region_name',
      'pay_status',
      'pay_date',
      'pay_type',
      'source',
      'trade_type',
      'writeoff_date',
      'distributor_id',
      'distributor_name',
      'order_type',
      'city_code',
      'district_code',
      'town_code',
      'city_name',
      'district_name',
      'town_name',
      ...AUDIT,
    ]);
    const dayNums = Array.from({ length: days }, (_v, i) => firstDay + i);
    const pickDay = createWeightedPicker(dayNums.map((day) => dayWeight(day, firstDay, lastDay)));
    const pickHour = createWeightedPicker(HOUR_WEIGHTS);
    const pickProduct = createWeightedPicker(productWeights);
    const pickStatus = createWeightedPicker([5, 55, 33, 4, 3]);
    const limit = options.referenceTime
      ? Number(options.referenceTime.slice(0, 2)) * 3600 +
        Number(options.referenceTime.slice(3, 5)) * 60 +
        Number(options.referenceTime.slice(6, 8))
      : 86_399;
    const sales = new Map<string, number>();
    for (let i = 0; i < options.orders; i += 1) {
      const day = dayNums[pickDay(random)];
      let seconds = pickHour(random) * 3600 + random.int(0, 3599);
      if (day === lastDay && seconds > limit) seconds = Math.floor((seconds / 86_400) * limit);
      const time = `${dayText(day)} ${timeText(seconds)}`;
      const item = products[pickProduct(random)];
      const buyer = members[random.int(0, Math.max(0, registeredBy(day) - 1))];
      const count = item.tradeType === 2 ? random.int(1, 4) : random.chance(0.7) ? 1 : random.int(2, 4);
      const orderMoney = money(item.price * count);
      const discount = buyer.union && random.chance(0.3) ? money(Math.min(50, orderMoney * 0.1)) : 0;
      const welfare = random.chance(0.12) ? Math.min(money(orderMoney - discount), random.pick([5, 10, 20, 30])) : 0;
      const payMoney = money(orderMoney - discount - welfare);
      const status = pickStatus(random);
      const paid = status >= 1 && status <= 3;
      const qr = item.tradeType === 3 || item.type === 2 ? random.chance(0.55) : random.chance(0.12);
      const sourceRoll = random.next();
      const source = qr ? 1 : sourceRoll < 0.6 ? 1 : sourceRoll < 0.85 ? 2 : 3;
      const channel =
        source === 2 ? distributors[pickDistributor(random)] : source === 3 ? platforms[pickPlatform(random)] : null;
      order([
        ids.next(),
        tenantId,
        `DD${dayText(day).replaceAll('-', '')}${String(i + 1).padStart(8, '0')}`,
        item.id,
        item.name,
        item.type,
        item.merchantId,
        item.merchantName,
        item.categoryId,
        item.subCategoryId,
        item.categoryName,
        item.subCategoryName,
        count,
        orderMoney,
        discount,
        welfare,
        payMoney,
        status === 3 ? payMoney : 0,
        status === 2 ? random.int(1, 4) : 0,
        buyer?.id ?? null,
        buyer?.name ?? null,
        buyer?.phone ?? null,
        buyer?.sex ?? null,
        buyer ? ageOn(buyer.birthday, dayText(day)) : null,
        buyer?.regionCode ?? null,
        buyer?.regionName ?? null,
        status,
        paid ? time : null,
        qr ? 2 : 1,
        source,
        item.tradeType,
        status === 2 ? time : null,
        channel?.id ?? null,
        channel?.name ?? null,
        qr ? 7 : ORDER_TYPE_BY_PRODUCT_TYPE[item.type],
        item.town.cityCode,
        item.town.districtCode,
        item.town.townCode,
        item.town.cityName,
        item.town.districtName,
        item.town.townName,
        ...audit(time),
      ]);
      if (status === 1 || status === 2) sales.set(item.id, (sales.get(item.id) ?? 0) + count);
      result.orders += 1;
    }
    const setSales = db.prepare('UPDATE merchant_product SET sale_num = ? WHERE id = ?');
    for (const [id, count] of sales) setSales.run(count, id);

    // The month and member roll-ups of 014 are grouped from the day roll-ups, so they come second.
    for (const sql of [...rebuildRollupsSql(), ...rebuildDeltaRollupsSql()]) db.prepare(sql).run(tenantId);
    db.exec(rollupTriggersSql());
    db.exec(deltaTriggersSql());
  };

  // A bulk load overflows the default 2 MB page cache many times over; spilling it to the WAL mid-transaction
  // is what makes large loads slow, so the cache is widened for the load only.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -262144');
  try {
    if (db.inTransaction) run();
    else db.transaction(run)();
  } finally {
    db.pragma(`cache_size = ${cacheSize}`);
  }
  return result;
};
