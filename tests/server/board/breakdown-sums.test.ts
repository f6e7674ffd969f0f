import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBoardData } from '../../../src/server/db/seed-board/index';
import { balancedShares, columnWithRest, partShares } from '../../../src/shared/board-shares';
import { ageOn as calendarAgeOn } from '../../../src/server/db/seed-board/calendar';
import { ageBandOf, AGE_BANDS } from './age-bands';
import { createTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 19 item 17, "everywhere a breakdown is shown, its parts add up to its total": views 1, 3 and 5 over a
 * generated data set. Each breakdown's counts and amounts are worked out here from the rows (not the roll-ups the
 * server reads), its parts must add up to the view's total, each share must be its part of that total, and the
 * shares the board shows (the renderer's share functions, src/shared/board-shares.ts, over this answer) must add
 * up to exactly 100.00 %.
 */

interface ChannelItem {
  category: string;
  price: number;
  ratio: string;
  number: number;
}
type ChannelStatistics = Record<
  'main' | 'fenxiao' | 'thirdOnline' | 'mainPercent' | 'fenxiaoPercent' | 'thirdOnlinePercent',
  string
> &
  Record<'onlineChannelSub' | 'offlineChannelSub' | 'otherChannelSub', ChannelItem[]>;
const CHANNEL_SOURCES = [
  { source: 1, amount: 'main', percent: 'mainPercent', list: 'onlineChannelSub' },
  { source: 2, amount: 'fenxiao', percent: 'fenxiaoPercent', list: 'offlineChannelSub' },
  { source: 3, amount: 'thirdOnline', percent: 'thirdOnlinePercent', list: 'otherChannelSub' },
] as const;
/** The channel list's shares as view 3 shows them (channelRows). */
const shownChannelShares = (answer: ChannelStatistics, source: (typeof CHANNEL_SOURCES)[number]) =>
  partShares(
    answer[source.list].map((item) => item.price),
    answer[source.amount],
    answer[source.list].map((item) => item.ratio),
  );

type AgeField = 'userPercent' | 'wenlvPercent' | 'baihuoPercent' | 'shenghuoPercent';
interface UserAnalysis {
  ageData: ({ name: string; avgPrice: number } & Record<AgeField, string>)[];
  malePercent: string;
  femalePercent: string;
  registerUserNum: number;
  unionMemberNum: number;
  nonUnionMemberNum: number;
}
/** An age table column as view 5 shows it (ageShareRows): the five bands and the rest row, in hundredths. */
const shownAgeColumn = (answer: UserAnalysis, field: AgeField): number => {
  const column = columnWithRest(answer.ageData.map((entry) => entry[field]));
  return hundredths([...column.shares, column.rest ?? '0']);
};

const TENANT = '000000';
const FROM = '2025-03-01';
const TO = '2025-06-14';
const RANGE = { fromDate: `${FROM} 00:00:00`, toDate: `${TO} 23:59:59` };
const COUNTED = `tenant_id = '${TENANT}' AND is_deleted = 0 AND pay_status IN (1, 2) AND pay_date BETWEEN ? AND ?`;
const CENTS = 'CAST(ROUND(order_money * 100) AS INTEGER)';

let server: TestServer;
let token: string;
beforeAll(async () => {
  const previous = process.env.BLADE_BOARD_SEED;
  process.env.BLADE_BOARD_SEED = 'none';
  try {
    server = await createTestServer();
  } finally {
    if (previous === undefined) delete process.env.BLADE_BOARD_SEED;
    else process.env.BLADE_BOARD_SEED = previous;
  }
  loadBoardData(server.db, {
    tenantId: TENANT,
    referenceDate: '2025-06-15',
    referenceTime: '14:23:45',
    orders: 4000,
    members: 1500,
    days: 150,
  });
  token = (await server.signIn('bigdata', 'bigdata')).access_token;
});
afterAll(async () => server.close());

const data = async <T>(url: string, query: Record<string, string> = {}): Promise<T> => {
  const res = await server.call(token, { method: 'GET', url: `/api${url}`, query });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return (res.json() as { data: T }).data;
};

const rows = <T>(sql: string, ...params: unknown[]): T[] => server.db.prepare(sql).all(...params) as T[];
const cents = (yuan: number | string): number => Math.round(Number(yuan) * 100);
const hundredths = (texts: readonly (string | undefined)[]): number =>
  texts.reduce((sum, text) => sum + Math.round(Number(text) * 100), 0);
/** A share as the server rounds it: two decimals of part / whole. */
const share = (part: number, whole: number): string =>
  whole === 0 ? '0.00' : (Math.round((part * 10_000) / whole) / 100).toFixed(2);
/** Shares each rounded on their own miss 100.00 by at most half a hundredth each. */
const closeToWhole = (texts: readonly string[], parts = texts.length) =>
  expect(Math.abs(hundredths(texts) - 10_000)).toBeLessThanOrEqual(Math.ceil(parts / 2));

describe('view 1: the product overview’s groups', () => {
  const onSale = (where = '') =>
    rows<{ trade_type: number; business_name: string; district_code: string; n: number }>(
      `SELECT trade_type, business_name, district_code, COUNT(*) AS n FROM merchant_product
        WHERE tenant_id = ? AND is_deleted = 0 AND status = 1 AND audit_status = 1${where}
        GROUP BY trade_type, business_name, district_code`,
      TENANT,
    );
  interface Item {
    category: string;
    productNum: number;
    ratio: string;
  }
  const checkGroup = (name: string, items: Item[], counts: Map<string, number>) => {
    const whole = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(
      items.reduce((sum, item) => sum + item.productNum, 0),
      name,
    ).toBe(whole);
    for (const item of items) {
      expect(item.productNum, `${name} ${item.category}`).toBe(counts.get(item.category) ?? 0);
      expect(item.ratio, `${name} ${item.category}`).toBe(share(item.productNum, whole));
    }
    if (whole > 0) closeToWhole(items.map((item) => item.ratio));
  };
  const countBy = (list: ReturnType<typeof onSale>, key: (row: (typeof list)[number]) => string | null) => {
    const counts = new Map<string, number>();
    for (const row of list) {
      const k = key(row);
      if (k !== null) counts.set(k, (counts.get(k) ?? 0) + row.n);
    }
    return counts;
  };

  it('industries, business types and counties add up to the products on sale, the shares to 100 %', async () => {
    const list = onSale();
    const total = list.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThan(20);
    const answer = await data<Record<string, Item[]>>('/blade-merchant-product/fusion/productOverview', {
      city: '5329',
    });
    checkGroup(
      'fusionCategory',
      answer.fusionCategory,
      countBy(list, (r) => ['', '文旅体验', '百货商品', '城市生活'][r.trade_type]),
    );
    expect(answer.fusionCategory.reduce((sum, item) => sum + item.productNum, 0)).toBe(total);
    const ofTrade = (trade: number) => countBy(list, (r) => (r.trade_type === trade ? r.business_name : null));
    checkGroup('fusionTravelService', answer.fusionTravelService, ofTrade(1));
    checkGroup('fusionProductService', answer.fusionProductService, ofTrade(2));
    checkGroup('fusionLifeService', answer.fusionLifeService, ofTrade(3));
    const counties = rows<{ code: string; name: string }>(
      "SELECT code, name FROM blade_region WHERE parent_code = '5329'",
    );
    const byCounty = countBy(list, (r) => counties.find((c) => c.code === r.district_code)?.name ?? null);
    checkGroup('fusionCityService', answer.fusionCityService, byCounty);
    expect(answer.fusionCityService.reduce((sum, item) => sum + item.productNum, 0)).toBe(total);

    // The goods list is the breakdown view 1 shows with its shares: they add up to exactly 100.00 %.
    const goods = answer.fusionProductService;
    const shown = balancedShares(
      goods.map((item) => item.productNum),
      goods.map((item) => item.ratio),
    );
    expect(hundredths(shown)).toBe(10_000);
  });

  it('a county’s groups add up to that county’s products', async () => {
    const county = rows<{ district_code: string }>(
      `SELECT district_code FROM merchant_product WHERE tenant_id = ? AND is_deleted = 0 AND status = 1
        AND audit_status = 1 GROUP BY district_code ORDER BY COUNT(*) DESC LIMIT 1`,
      TENANT,
    )[0].district_code;
    const list = onSale(` AND district_code = '${county}'`);
    const answer = await data<Record<string, Item[]>>('/blade-merchant-product/fusion/productOverview', {
      city: county,
    });
    checkGroup(
      'fusionCategory',
      answer.fusionCategory,
      countBy(list, (r) => ['', '文旅体验', '百货商品', '城市生活'][r.trade_type]),
    );
    expect(answer.fusionCityService.reduce((sum, item) => sum + item.productNum, 0)).toBe(
      list.reduce((sum, row) => sum + row.n, 0),
    );
  });
});

describe('view 3: each source’s channel list', () => {
  it('adds up to the source’s amount and orders, the sources to the whole, the shares to 100 %', async () => {
    const bySource = rows<{ source: number; cnt: number; money: number }>(
      `SELECT source, COUNT(*) AS cnt, SUM(${CENTS}) AS money FROM order_product WHERE ${COUNTED} GROUP BY source`,
      `${FROM} 00:00:00`,
      `${TO} 23:59:59`,
    );
    const of = (source: number) => bySource.find((row) => row.source === source) ?? { source, cnt: 0, money: 0 };
    const whole = bySource.reduce((sum, row) => sum + row.money, 0);
    expect(whole).toBeGreaterThan(0);
    const answer = await data<ChannelStatistics>('/blade-order/view/source/statistics', RANGE);
    const channels = await data<{ source: number; price: number; number: number; ratio: string }[]>(
      '/blade-merchant-product/fusion/productChannel',
      { dateStartStr: FROM, dateEndStr: TO },
    );
    expect(channels.reduce((sum, c) => sum + cents(c.price), 0)).toBe(whole);
    closeToWhole(channels.map((c) => c.ratio));
    for (const source of CHANNEL_SOURCES) {
      const expected = of(source.source);
      expect(cents(answer[source.amount]), source.amount).toBe(expected.money);
      expect(answer[source.percent], source.percent).toBe(share(expected.money, whole));
      const list = answer[source.list];
      expect(list.length, source.list).toBeGreaterThan(0);
      expect(
        list.reduce((sum, item) => sum + cents(item.price), 0),
        source.list,
      ).toBe(expected.money);
      expect(
        list.reduce((sum, item) => sum + item.number, 0),
        source.list,
      ).toBe(expected.cnt);
      for (const item of list)
        expect(item.ratio, `${source.list} ${item.category}`).toBe(share(cents(item.price), expected.money));
      closeToWhole(list.map((item) => item.ratio));
      expect(hundredths(shownChannelShares(answer, source)), source.list).toBe(10_000);
      const channel = channels.find((c) => c.source === source.source);
      expect([cents(channel?.price ?? 0), channel?.number], `productChannel ${source.source}`).toEqual([
        expected.money,
        expected.cnt,
      ]);
    }
    expect(hundredths(CHANNEL_SOURCES.map((source) => answer[source.percent]))).toBeGreaterThanOrEqual(9_998);
  });

  it('a name search keeps its channels’ shares of the whole source, the rest being the channels searched away', async () => {
    const full = await data<ChannelStatistics>('/blade-order/view/source/statistics', RANGE);
    const [first] = full.offlineChannelSub;
    const needle = first.category.slice(0, 2);
    const searched = await data<ChannelStatistics>('/blade-order/view/source/statistics', {
      ...RANGE,
      offlineName: needle,
    });
    const kept = full.offlineChannelSub.filter((item) => item.category.includes(needle));
    expect(searched.offlineChannelSub).toEqual(kept);
    const source = CHANNEL_SOURCES[1];
    const shown = shownChannelShares(searched, source);
    const keptMoney = kept.reduce((sum, item) => sum + cents(item.price), 0);
    // What is shown is the kept channels' part of the source, to the hundredth the rest leaves.
    expect(
      Math.abs(hundredths(shown) - Math.round((keptMoney * 10_000) / cents(searched.fenxiao))),
    ).toBeLessThanOrEqual(1);
  });
});

describe('view 5: age bands and regions', () => {
  const ageOn = (birthday: string | null, day: string): number | null =>
    birthday && /^[12]\d{3}-\d{2}-\d{2}/.test(birthday) ? calendarAgeOn(birthday, day) : null;

  it('the members’ bands, with those under 18 or without a birthday, add up to the registered members', async () => {
    const members = rows<{ birthday: string | null; sex: number | null; is_union_member: number | null }>(
      `SELECT birthday, sex, is_union_member FROM app_member WHERE tenant_id = ? AND is_deleted = 0
        AND register_time IS NOT NULL AND substr(register_time, 1, 10) <= ?`,
      TENANT,
      TO,
    );
    const counts = new Map<string, number>();
    for (const m of members) {
      const band = ageBandOf(ageOn(m.birthday, TO));
      counts.set(band, (counts.get(band) ?? 0) + 1);
    }
    const answer = await data<
      UserAnalysis & { registerUserNum: number; unionMemberNum: number; nonUnionMemberNum: number }
    >('/blade-order/view/userAnalysis', RANGE);
    expect(answer.registerUserNum).toBe(members.length);
    expect(answer.unionMemberNum + answer.nonUnionMemberNum).toBe(answer.registerUserNum);
    expect(answer.unionMemberNum).toBe(members.filter((m) => m.is_union_member === 1).length);
    const banded = AGE_BANDS.reduce((sum, band) => sum + (counts.get(band) ?? 0), 0);
    expect(banded + (counts.get('<18') ?? 0) + (counts.get('') ?? 0)).toBe(answer.registerUserNum);
    for (const band of AGE_BANDS) {
      const entry = answer.ageData.find((e) => e.name === band);
      expect(entry?.userPercent, band).toBe(share(counts.get(band) ?? 0, members.length));
    }
    expect(answer.malePercent).toBe(share(members.filter((m) => m.sex === 1).length, members.length));
    expect(answer.femalePercent).toBe(share(members.filter((m) => m.sex === 2).length, members.length));
    // The table shows the five bands and, when some members are in none, the rest: the column adds up to 100 %.
    expect(shownAgeColumn(answer, 'userPercent')).toBe(10_000);
  });

  it('each trade type’s spending by the buyer’s age at order time adds up to the trade type’s amount', async () => {
    const spent = rows<{ trade_type: number; user_age: number | null; money: number }>(
      `SELECT trade_type, user_age, SUM(${CENTS}) AS money FROM order_product WHERE ${COUNTED} GROUP BY trade_type, user_age`,
      `${FROM} 00:00:00`,
      `${TO} 23:59:59`,
    );
    const answer = await data<UserAnalysis>('/blade-order/view/userAnalysis', RANGE);
    const fields = { 1: 'wenlvPercent', 2: 'baihuoPercent', 3: 'shenghuoPercent' } as const;
    for (const trade of [1, 2, 3] as const) {
      const mine = spent.filter((row) => row.trade_type === trade);
      const whole = mine.reduce((sum, row) => sum + row.money, 0);
      expect(whole, `trade ${trade}`).toBeGreaterThan(0);
      const byBand = new Map<string, number>();
      for (const row of mine)
        byBand.set(ageBandOf(row.user_age), (byBand.get(ageBandOf(row.user_age)) ?? 0) + row.money);
      expect([...byBand.values()].reduce((a, b) => a + b, 0)).toBe(whole);
      for (const band of AGE_BANDS) {
        const entry = answer.ageData.find((e) => e.name === band);
        expect(entry?.[fields[trade]], `${band} ${fields[trade]}`).toBe(share(byBand.get(band) ?? 0, whole));
      }
      expect(shownAgeColumn(answer, fields[trade])).toBe(10_000);
    }
  });

  it('the regions consumers come from add up to the counted orders, their shares to 100 %', async () => {
    const byRegion = rows<{ name: string | null; cnt: number }>(
      `SELECT user_region_name AS name, COUNT(*) AS cnt FROM order_product WHERE ${COUNTED} GROUP BY user_region_name`,
      `${FROM} 00:00:00`,
      `${TO} 23:59:59`,
    );
    const whole = byRegion.reduce((sum, row) => sum + row.cnt, 0);
    const answer = await data<{ name: string; num: number; peoplePercentage: string }[]>(
      '/blade-bigdata/mock/databoard/user/source/region',
      RANGE,
    );
    expect(answer.length).toBeGreaterThan(1);
    expect(answer.reduce((sum, row) => sum + row.num, 0)).toBe(whole);
    for (const row of answer) {
      const counted = byRegion.filter((r) => (r.name || '未知') === row.name).reduce((sum, r) => sum + r.cnt, 0);
      expect(row.num, row.name).toBe(counted);
      expect(row.peoplePercentage, row.name).toBe(share(counted, whole));
    }
    closeToWhole(answer.map((row) => row.peoplePercentage));
  });
});
