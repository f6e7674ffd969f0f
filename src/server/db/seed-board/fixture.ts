import type { Database } from 'better-sqlite3';
import { formatDateTime } from '../clock';

/**
 * A small board data set whose every figure can be worked out by hand: the server tests
 * (tests/server/board/board-figures.test.ts) and the board's end-to-end tests (`BLADE_BOARD_SEED=fixture`, tests
 * only) assert numbers computed from it on paper.
 *
 * Two counties (大理市 532901 with towns 大理镇 T1 and 喜洲镇 T2; 弥渡县 532925 with 弥城镇 T3), four business types,
 * five products (P5 off sale), a distributor and a platform, four members and 15 orders: nine counted in March
 * 2025 (two of them on the exact bounds), one unpaid, one refunded, one cancelled, one a second before March, one
 * a second after, and one paid on the day the fixture is loaded.
 */
export const T1 = '532901102';
export const T2 = '532901104';
export const T3 = '532925101';

const TENANT = '000000';

const town = (code: string) =>
  code === T3
    ? { city: '5329', district: '532925', districtName: '弥渡县', townName: '弥城镇' }
    : { city: '5329', district: '532901', districtName: '大理市', townName: code === T1 ? '大理镇' : '喜洲镇' };

const categories = [
  ['C1', '0', '文旅体验', 1, 1, null],
  ['C2', '0', '百货商品', 1, 2, null],
  ['C3', '0', '城市生活', 1, 3, null],
  ['S1', 'C1', '景区门票', 2, 1, 1],
  ['S2', 'C1', '文旅套餐', 2, 1, 7],
  ['S3', 'C2', '高原特产', 2, 2, 5],
  ['S4', 'C3', '电影票', 2, 3, 6],
] as const;

export const merchants = {
  M1: { name: '三塔景区', industry: 'C1', sub: 'S1', trade: 1, town: T1 },
  M2: { name: '苍洱文旅', industry: 'C1', sub: 'S2', trade: 1, town: T2 },
  M3: { name: '大理特产馆', industry: 'C2', sub: 'S3', trade: 2, town: T1 },
  M4: { name: '弥渡影城', industry: 'C3', sub: 'S4', trade: 3, town: T3 },
} as const;

type MerchantKey = keyof typeof merchants;

const products: Record<
  string,
  { merchant: MerchantKey; name: string; type: number; price: number; created: string; onSale: boolean }
> = {
  P1: { merchant: 'M1', name: '三塔门票', type: 1, price: 100, created: '2025-01-10 10:00:00', onSale: true },
  P2: { merchant: 'M2', name: '苍洱一日游', type: 7, price: 300, created: '2025-03-01 00:00:00', onSale: true },
  P3: { merchant: 'M3', name: '下关沱茶', type: 5, price: 50, created: '2025-03-31 23:59:59', onSale: true },
  P4: { merchant: 'M4', name: '电影票', type: 6, price: 40, created: '2025-04-01 00:00:00', onSale: true },
  P5: { merchant: 'M1', name: '下架门票', type: 1, price: 999, created: '2025-03-02 10:00:00', onSale: false },
};

export const members = {
  U1: {
    sex: 1,
    birthday: '2000-01-01',
    age: 25,
    union: 1,
    registered: '2024-01-01 10:00:00',
    town: T1,
    home: ['532901', '大理市'],
  },
  U2: {
    sex: 2,
    birthday: '1990-05-01',
    age: 34,
    union: 0,
    registered: '2024-06-01 10:00:00',
    town: T2,
    home: ['532901', '大理市'],
  },
  U3: {
    sex: 2,
    birthday: '1970-04-01',
    age: 54,
    union: 0,
    registered: '2025-03-15 10:00:00',
    town: T3,
    home: ['532925', '弥渡县'],
  },
  U4: {
    sex: 1,
    birthday: '1955-01-01',
    age: 70,
    union: 0,
    registered: '2025-04-10 10:00:00',
    town: T1,
    home: ['51', '四川省'],
  },
} as const;

type MemberKey = keyof typeof members;

export interface FixtureOrder {
  no: string;
  product: keyof typeof products;
  cnt: number;
  status: number;
  payDate: string | null;
  source: number;
  payType: number;
  channel?: 'D1' | 'X1';
  user: MemberKey;
  discount?: number;
  welfare?: number;
}

/** Today 00:00:01 by the server's local clock: the one order `dataType=2` (today) finds. */
export const todayPaid = (now = Date.now()): string => `${formatDateTime(now).slice(0, 10)} 00:00:01`;

/** The fixture's orders; o15 is paid on the day `now` falls on. */
export const orders = (now = Date.now()): FixtureOrder[] => [
  { no: 'o1', product: 'P1', cnt: 1, status: 1, payDate: '2025-03-01 00:00:00', source: 1, payType: 1, user: 'U1' },
  {
    no: 'o2',
    product: 'P1',
    cnt: 2,
    status: 2,
    payDate: '2025-03-05 10:00:00',
    source: 2,
    payType: 1,
    channel: 'D1',
    user: 'U2',
    welfare: 10,
  },
  {
    no: 'o3',
    product: 'P2',
    cnt: 1,
    status: 1,
    payDate: '2025-03-10 12:00:00',
    source: 3,
    payType: 1,
    channel: 'X1',
    user: 'U1',
    discount: 20,
  },
  { no: 'o4', product: 'P3', cnt: 3, status: 2, payDate: '2025-03-15 09:30:00', source: 1, payType: 2, user: 'U3' },
  { no: 'o5', product: 'P4', cnt: 2, status: 1, payDate: '2025-03-20 19:00:00', source: 1, payType: 2, user: 'U4' },
  { no: 'o6', product: 'P4', cnt: 1, status: 2, payDate: '2025-03-31 23:59:59', source: 1, payType: 2, user: 'U2' },
  { no: 'o7', product: 'P2', cnt: 1, status: 0, payDate: null, source: 1, payType: 1, user: 'U2' },
  { no: 'o8', product: 'P1', cnt: 1, status: 3, payDate: '2025-03-12 08:00:00', source: 1, payType: 1, user: 'U1' },
  { no: 'o9', product: 'P3', cnt: 1, status: 4, payDate: null, source: 1, payType: 1, user: 'U1' },
  { no: 'o10', product: 'P1', cnt: 1, status: 1, payDate: '2025-02-28 23:59:59', source: 1, payType: 1, user: 'U1' },
  { no: 'o11', product: 'P3', cnt: 2, status: 1, payDate: '2025-04-01 00:00:00', source: 1, payType: 1, user: 'U3' },
  {
    no: 'o12',
    product: 'P2',
    cnt: 2,
    status: 2,
    payDate: '2025-03-31 12:00:00',
    source: 2,
    payType: 1,
    channel: 'D1',
    user: 'U4',
  },
  { no: 'o13', product: 'P3', cnt: 1, status: 1, payDate: '2025-03-05 15:00:00', source: 1, payType: 1, user: 'U2' },
  {
    no: 'o14',
    product: 'P4',
    cnt: 3,
    status: 1,
    payDate: '2025-03-08 20:00:00',
    source: 3,
    payType: 1,
    channel: 'X1',
    user: 'U3',
  },
  { no: 'o15', product: 'P1', cnt: 1, status: 1, payDate: todayPaid(now), source: 1, payType: 1, user: 'U1' },
];

const visits: [MemberKey, string, number][] = [
  ['U1', '2025-03-31', 3],
  ['U2', '2025-03-31', 2],
  ['U3', '2025-03-30', 4],
  ['U1', '2025-03-01', 1],
  ['U2', '2025-02-28', 5],
];

const AUDIT = "'1', '1', '2025-01-01 00:00:00', '1', '2025-01-01 00:00:00'";

/** Inserts the fixture row by row, so the roll-up triggers (not the bulk loader) build the roll-ups. */
export const loadBoardFixture = (db: Database, tenantId = TENANT, now = Date.now()): void => {
  db.transaction(() => {
    const id = (key: string) => `${tenantId}-${key}`;
    const category = db.prepare(`INSERT INTO merchant_category (id, tenant_id, parent_id, name, level, trade_type,
      product_type, sort, create_user, create_dept, create_time, update_user, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ${AUDIT})`);
    for (const [key, parent, name, level, trade, type] of categories) {
      category.run(id(key), tenantId, parent === '0' ? '0' : id(parent), name, level, trade, type);
    }
    const merchant = db.prepare(`INSERT INTO merchant_info (id, tenant_id, name, category_id, sub_category_id,
      category_name, sub_category_name, trade_type, city_code, district_code, town_code, city_name, district_name,
      town_name, create_user, create_dept, create_time, update_user, update_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '大理白族自治州', ?, ?, ${AUDIT})`);
    const categoryName = (key: string) => categories.find((c) => c[0] === key)?.[2] ?? '';
    for (const [key, m] of Object.entries(merchants)) {
      const t = town(m.town);
      merchant.run(
        id(key),
        tenantId,
        m.name,
        id(m.industry),
        id(m.sub),
        categoryName(m.industry),
        categoryName(m.sub),
        m.trade,
        t.city,
        t.district,
        m.town,
        t.districtName,
        t.townName,
      );
    }
    const product = db.prepare(`INSERT INTO merchant_product (id, tenant_id, merchant_id, merchant_name, name, type,
      trade_type, category_id, sub_category_id, industry_name, business_name, combo_price, city_code, district_code,
      town_code, create_user, create_dept, create_time, update_user, update_time, status)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '1', '1', ?, '1', ?, ?)`);
    for (const [key, p] of Object.entries(products)) {
      const m = merchants[p.merchant];
      const t = town(m.town);
      product.run(
        id(key),
        tenantId,
        id(p.merchant),
        m.name,
        p.name,
        p.type,
        m.trade,
        id(m.industry),
        id(m.sub),
        categoryName(m.industry),
        categoryName(m.sub),
        p.price,
        t.city,
        t.district,
        m.town,
        p.created,
        p.created,
        p.onSale ? 1 : 0,
      );
    }
    const distributor = db.prepare(`INSERT INTO merchant_distributor (id, tenant_id, name, type) VALUES (?, ?, ?, ?)`);
    distributor.run(id('D1'), tenantId, '古城游客中心', 1);
    distributor.run(id('X1'), tenantId, '携程', 2);
    const member =
      db.prepare(`INSERT INTO app_member (id, tenant_id, nick_name, sex, birthday, region_code, region_name,
      city_code, district_code, town_code, is_union_member, register_time) VALUES (?, ?, ?, ?, ?, ?, ?, '5329', ?, ?, ?, ?)`);
    for (const [key, u] of Object.entries(members)) {
      member.run(
        id(key),
        tenantId,
        key,
        u.sex,
        u.birthday,
        u.home[0],
        u.home[1],
        town(u.town).district,
        u.town,
        u.union,
        u.registered,
      );
    }
    const visit = db.prepare(`INSERT INTO app_member_visit (id, tenant_id, user_id, visit_day, visit_cnt, city_code,
      district_code, town_code) VALUES (?, ?, ?, ?, ?, '5329', ?, ?)`);
    visits.forEach(([user, day, cnt], index) => {
      visit.run(id(`V${index}`), tenantId, id(user), day, cnt, town(members[user].town).district, members[user].town);
    });
    insertFixtureOrders(db, orders(now), tenantId);
  })();
};

/** Orders of the fixture's products, members and channels, inserted so the triggers keep the roll-ups. */
export const insertFixtureOrders = (db: Database, list: FixtureOrder[], tenantId = TENANT): void => {
  const id = (key: string) => `${tenantId}-${key}`;
  const order = db.prepare(`INSERT INTO order_product (id, tenant_id, order_no, product_id, product_name, product_type,
    shop_id, shop_name, category_id, sub_category_id, category_name, sub_category_name, product_cnt, order_money,
    discount_money, shop_welfare, pay_money, return_money, user_id, user_name, user_sex, user_age, user_region_code,
    user_region_name, pay_status, pay_date, pay_type, source, trade_type, distributor_id, distributor_name, city_code,
    district_code, town_code, city_name, district_name, town_name)
    VALUES (@id, @tenant, @no, @productId, @productName, @type, @shopId, @shopName, @categoryId, @subId, @categoryName,
    @subName, @cnt, @money, @discount, @welfare, @pay, @returned, @userId, @userName, @sex, @age, @homeCode, @homeName,
    @status, @payDate, @payType, @source, @trade, @channelId, @channelName, '5329', @district, @town, '大理白族自治州',
    @districtName, @townName)`);
  for (const o of list) {
    const p = products[o.product];
    const m = merchants[p.merchant];
    const u = members[o.user];
    const t = town(m.town);
    const money = p.price * o.cnt;
    const pay = money - (o.discount ?? 0) - (o.welfare ?? 0);
    order.run({
      id: id(o.no),
      tenant: tenantId,
      no: o.no,
      productId: id(o.product),
      productName: p.name,
      type: p.type,
      shopId: id(p.merchant),
      shopName: m.name,
      categoryId: id(m.industry),
      subId: id(m.sub),
      categoryName: categories.find((c) => c[0] === m.industry)?.[2],
      subName: categories.find((c) => c[0] === m.sub)?.[2],
      cnt: o.cnt,
      money,
      discount: o.discount ?? 0,
      welfare: o.welfare ?? 0,
      pay,
      returned: o.status === 3 ? pay : 0,
      userId: id(o.user),
      userName: o.user,
      sex: u.sex,
      age: u.age,
      homeCode: u.home[0],
      homeName: u.home[1],
      status: o.status,
      payDate: o.payDate,
      payType: o.payType,
      source: o.source,
      trade: m.trade,
      channelId: o.channel ? id(o.channel) : null,
      channelName: o.channel === 'D1' ? '古城游客中心' : o.channel === 'X1' ? '携程' : null,
      district: t.district,
      town: m.town,
      districtName: t.districtName,
      townName: t.townName,
    });
  }
};
