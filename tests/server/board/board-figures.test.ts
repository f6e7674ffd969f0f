import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { createBoardServer, MARCH, T1, T3 } from './fixture';

// Every expectation below is worked out by hand from fixture.ts. In March 2025 the counted orders (pay status
// 1 paid or 2 written off) are o1 o2 o3 o4 o5 o6 o12 o13 o14: 9 orders, 1640 yuan, 16 items; o7 (unpaid),
// o8 (refunded), o9 (cancelled), o10 (a second early) and o11 (a second late) are not.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createBoardServer();
  token = (await server.signIn('bigdata', 'bigdata')).access_token;
});
afterAll(async () => server.close());

const get = async (url: string, query: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', as = token) => {
  const res = await server.call(as, { method, url: `/api${url}`, query });
  return res;
};
const data = async (url: string, query: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') => {
  const res = await get(url, query, method);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  const body = res.json() as { code: number; success: boolean; data: unknown };
  expect(body.success).toBe(true);
  return body.data as never;
};

const VIEW = '/blade-order/view';
const FUSION = '/blade-merchant-product/fusion';
const LINK = '/blade-merchant-product/link/statistics';
const EMPTY = { fromDate: '2020-01-01', toDate: '2020-01-31' };

describe('order statistics and the transaction list (view 2)', () => {
  it('sums counted orders of March with both bounds inclusive', async () => {
    expect(await data(`${VIEW}/statistics`, MARCH)).toEqual({
      orderCnt: 9,
      orderMoney: 1640,
      payMoney: 1610,
      welfareMoney: 30,
      productCnt: 16,
    });
  });

  it('adds partial days from the rows: 03-05 12:00 to 03-31 12:00 keeps o3 o4 o5 o12 o13 o14', async () => {
    const figures = await data(`${VIEW}/statistics`, { from: '2025-03-05 12:00:00', to: '2025-03-31 12:00:00' });
    expect(figures).toMatchObject({ orderCnt: 6, orderMoney: 1300, productCnt: 12 });
  });

  it('rolls up by region: prefecture, county, town', async () => {
    expect(await data(`${VIEW}/statistics`, { ...MARCH, cityCode: '5329' })).toMatchObject({
      orderCnt: 9,
      orderMoney: 1640,
    });
    expect(await data(`${VIEW}/statistics`, { ...MARCH, city: '532901' })).toMatchObject({
      orderCnt: 6,
      orderMoney: 1400,
    });
    expect(await data(`${VIEW}/statistics`, { ...MARCH, cityCode: '532925' })).toMatchObject({
      orderCnt: 3,
      orderMoney: 240,
    });
    expect(await data(`${VIEW}/statistics`, { ...MARCH, cityCode: T1 })).toMatchObject({
      orderCnt: 4,
      orderMoney: 500,
    });
  });

  it('filters by type, names and an explicit pay status', async () => {
    expect(await data(`${VIEW}/statistics`, { ...MARCH, productType: '5' })).toMatchObject({
      orderCnt: 2,
      orderMoney: 200,
      productCnt: 4,
    });
    expect(await data(`${VIEW}/statistics`, { ...MARCH, shopName: '三塔' })).toMatchObject({
      orderCnt: 2,
      orderMoney: 300,
    });
    expect(await data(`${VIEW}/statistics`, { ...MARCH, distributor: '游客' })).toMatchObject({
      orderCnt: 2,
      orderMoney: 800,
    });
    expect(await data(`${VIEW}/statistics`, { ...MARCH, payStatus: '3' })).toMatchObject({
      orderCnt: 1,
      orderMoney: 100,
    });
  });

  it('lists the same orders newest first with the row fields of the spec', async () => {
    const page = (await data(`${VIEW}/list`, { ...MARCH, size: '2' })) as {
      total: number;
      records: Record<string, unknown>[];
    };
    expect(page.total).toBe(9);
    expect(page.records.map((r) => r.orderNo)).toEqual(['o6', 'o12']);
    expect(Object.keys(page.records[0]).sort()).toEqual(
      [
        'id',
        'productName',
        'productType',
        'source',
        'distributor',
        'orderMoney',
        'payType',
        'payStatus',
        'payDate',
        'categoryName',
        'subcategoryName',
        'shopName',
        'orderNo',
      ].sort(),
    );
    expect(page.records[1]).toMatchObject({
      distributor: '古城游客中心',
      orderMoney: 600,
      source: 2,
      subcategoryName: '文旅套餐',
    });
    const filtered = (await data(`${VIEW}/list`, { ...MARCH, productName: '沱茶' })) as { total: number };
    expect(filtered.total).toBe(2);
  });

  it('pages the finance orders from a POST body', async () => {
    const res = await server.call(token, {
      method: 'POST',
      url: `/api${FUSION}/financeOrder`,
      payload: { current: 1, size: 2, cityCode: '532925', ...MARCH },
    });
    const page = (res.json() as { data: { total: number; records: { orderNo: string; payMoney: number }[] } }).data;
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.orderNo)).toEqual(['o6', 'o5']);
  });
});

describe('finance page: trading data and trend', () => {
  it('answers dataType 5 (custom) with composition and pay shares of the amount', async () => {
    expect(await data(`${VIEW}/common`, { dataType: '5', ...MARCH })).toEqual({
      orderCnt: 9,
      orderMoney: 1640,
      avgPrice: 182.22,
      tiyan: 1200,
      tiyanPercent: '73.17',
      baihuo: 200,
      baihuoPercent: '12.20',
      shenghuo: 240,
      shenghuoPercent: '14.63',
      QRPay: 270,
      QRPayPercent: '16.46',
      onlinePay: 1370,
      onlinePayPercent: '83.54',
    });
  });

  it('answers summary, today, month and year', async () => {
    expect(await data(`${VIEW}/common`, { dataType: '1' })).toMatchObject({ orderCnt: 12, orderMoney: 1940 });
    for (const dataType of ['2', '3', '4']) {
      expect(await data(`${VIEW}/common`, { dataType })).toMatchObject({
        orderCnt: 1,
        orderMoney: 100,
        tiyanPercent: '100.00',
      });
    }
  });

  it('draws the trend by day, month, quarter and year', async () => {
    expect(await data(`${VIEW}/chart`, { dataType: '1', fromDate: '2025-03-01', toDate: '2025-03-03' })).toEqual({
      options: ['2025-03-01', '2025-03-02', '2025-03-03'],
      values: [100, 0, 0],
    });
    expect(await data(`${VIEW}/chart`, { dataType: '2', fromDate: '2025-02-01', toDate: '2025-04-30' })).toEqual({
      options: ['2025-02', '2025-03', '2025-04'],
      values: [100, 1640, 100],
    });
    expect(await data(`${VIEW}/chart`, { dataType: '3', fromDate: '2025-01-01', toDate: '2025-06-30' })).toEqual({
      options: ['2025-Q1', '2025-Q2'],
      values: [1740, 100],
    });
    expect(await data(`${VIEW}/chart`, { dataType: '4', fromDate: '2025-01-01', toDate: '2025-12-31' })).toEqual({
      options: ['2025'],
      values: [1840],
    });
  });

  it('breaks down by child region', async () => {
    const counties = (await data(`${FUSION}/financeCity`, MARCH)) as Record<string, unknown>[];
    expect(counties).toHaveLength(12);
    expect(counties.find((c) => c.cityCode === '532901')).toEqual({
      cityCode: '532901',
      cityName: '大理市',
      orderCnt: 6,
      orderMoney: 1400,
      payMoney: 1370,
      avgPrice: 233.33,
      percent: '85.37',
    });
    expect(counties.find((c) => c.cityCode === '532925')).toMatchObject({
      orderCnt: 3,
      orderMoney: 240,
      avgPrice: 80,
      percent: '14.63',
    });
    const towns = (await data(`${FUSION}/financeCity`, { ...MARCH, cityCode: '532901' })) as Record<string, unknown>[];
    expect(towns.find((t) => t.cityCode === T1)).toMatchObject({ orderCnt: 4, orderMoney: 500, percent: '35.71' });
    expect(towns.find((t) => t.cityCode === '532901104')).toMatchObject({
      orderCnt: 2,
      orderMoney: 900,
      percent: '64.29',
    });
  });
});

describe('channels (view 3)', () => {
  it('splits the amount by source with breakdowns and hot products', async () => {
    const channels = (await data(`${VIEW}/source/statistics`, MARCH)) as Record<string, unknown>;
    expect(channels).toMatchObject({
      main: '420.00',
      mainPercent: '25.61',
      fenxiao: '800.00',
      fenxiaoPercent: '48.78',
      thirdOnline: '420.00',
      thirdOnlinePercent: '25.61',
    });
    expect(channels.onlineChannelSub).toEqual([
      { category: '商品百货', price: 200, ratio: '47.62', number: 2, avgPrice: 100 },
      { category: '城市生活', price: 120, ratio: '28.57', number: 2, avgPrice: 60 },
      { category: '景区门票', price: 100, ratio: '23.81', number: 1, avgPrice: 100 },
    ]);
    expect(channels.offlineChannelSub).toEqual([
      { category: '古城游客中心', price: 800, ratio: '100.00', number: 2, avgPrice: 400 },
    ]);
    expect(channels.otherChannelSub).toEqual([
      { category: '携程', price: 420, ratio: '100.00', number: 2, avgPrice: 210 },
    ]);
    // A hot product names its merchant too (issue 19 item 15): two shops may sell products of the same name.
    expect(channels.onlineHotProduct).toEqual([
      { category: '下关沱茶', price: 200, ratio: '47.62', number: 4, avgPrice: 100, merchantName: '大理特产馆' },
      { category: '电影票', price: 120, ratio: '28.57', number: 3, avgPrice: 60, merchantName: '弥渡影城' },
      { category: '三塔门票', price: 100, ratio: '23.81', number: 1, avgPrice: 100, merchantName: '三塔景区' },
    ]);
    expect(channels.offlineHotProduct).toEqual([
      { category: '苍洱一日游', price: 600, ratio: '75.00', number: 2, avgPrice: 600, merchantName: '苍洱文旅' },
      { category: '三塔门票', price: 200, ratio: '25.00', number: 2, avgPrice: 200, merchantName: '三塔景区' },
    ]);
    const searched = (await data(`${VIEW}/source/statistics`, { ...MARCH, onlineName: '城市' })) as {
      onlineChannelSub: unknown[];
    };
    expect(searched.onlineChannelSub).toHaveLength(1);
  });

  it('answers productChannel per source', async () => {
    expect(await data(`${FUSION}/productChannel`, { dateStartStr: '2025-03-01', dateEndStr: '2025-03-31' })).toEqual([
      { source: 1, category: '自然流量', price: 420, number: 5, avgPrice: 84, ratio: '25.61' },
      { source: 2, category: '分销商', price: 800, number: 2, avgPrice: 400, ratio: '48.78' },
      { source: 3, category: '其他线上平台', price: 420, number: 2, avgPrice: 210, ratio: '25.61' },
    ]);
  });
});

describe('rankings and formats (view 4)', () => {
  it('ranks merchants of a trade type, with a name search', async () => {
    expect(await data(`${VIEW}/jiaoyi`, { ...MARCH, type: '1' })).toEqual([
      { name: '苍洱文旅', total: 900, cnt: 2, avg: 450 },
      { name: '三塔景区', total: 300, cnt: 2, avg: 150 },
    ]);
    expect(await data(`${VIEW}/jiaoyi`, { ...MARCH, type: '1', shopName: '三塔' })).toEqual([
      { name: '三塔景区', total: 300, cnt: 2, avg: 150 },
    ]);
    expect(await data(`${VIEW}/jiaoyi`, { ...MARCH, type: '3', cityCode: '532901' })).toEqual([]);
  });

  it('shares the amount by trade type', async () => {
    expect(await data(`${VIEW}/jiaoyiPercent`, MARCH)).toEqual({
      total: 1640,
      tiyan: 1200,
      tiyanPercent: '73.17',
      baihuo: 200,
      baihuoPercent: '12.20',
      shenghuo: 240,
      shenghuoPercent: '14.63',
    });
  });

  it('composes business formats', async () => {
    const formats = (await data(`${VIEW}/yetai`, MARCH)) as { list: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
    expect(formats.list).toEqual([
      { name: '文旅套餐', tradeType: 1, cnt: 1, pcnt: 3, total: 900, avg: 450, orderCnt: 2, percent: '54.88' },
      { name: '景区门票', tradeType: 1, cnt: 1, pcnt: 3, total: 300, avg: 150, orderCnt: 2, percent: '18.29' },
      { name: '电影票', tradeType: 3, cnt: 1, pcnt: 6, total: 240, avg: 80, orderCnt: 3, percent: '14.63' },
      { name: '高原特产', tradeType: 2, cnt: 1, pcnt: 4, total: 200, avg: 100, orderCnt: 2, percent: '12.20' },
    ]);
    expect(formats).toMatchObject({ tiyanPercent: '73.17', baihuoPercent: '12.20', shenghuoPercent: '14.63' });
    expect((formats.tiyan as unknown[]).length).toBe(2);
  });
});

describe('users (view 5)', () => {
  it('analyses members and consumption by age band', async () => {
    const users = await data(`${VIEW}/userAnalysis`, MARCH);
    expect(users).toEqual({
      ageData: [
        {
          name: '18-30',
          userPercent: '33.33',
          wenlvPercent: '33.33',
          baihuoPercent: '0.00',
          shenghuoPercent: '0.00',
          avgPrice: 200,
        },
        {
          name: '30-40',
          userPercent: '33.33',
          wenlvPercent: '16.67',
          baihuoPercent: '25.00',
          shenghuoPercent: '16.67',
          avgPrice: 96.67,
        },
        {
          name: '40-50',
          userPercent: '0.00',
          wenlvPercent: '0.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '0.00',
          avgPrice: 0,
        },
        {
          name: '50-65',
          userPercent: '33.33',
          wenlvPercent: '0.00',
          baihuoPercent: '75.00',
          shenghuoPercent: '50.00',
          avgPrice: 135,
        },
        {
          name: '65+',
          userPercent: '0.00',
          wenlvPercent: '50.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '33.33',
          avgPrice: 340,
        },
      ],
      malePercent: '33.33',
      femalePercent: '66.67',
      registerUserNum: 3,
      unionMemberNum: 1,
      nonUnionMemberNum: 2,
      visitNum: 5,
    });
    // 弥渡县: one member by 03-31 (U3, a woman of 54, not in the union; her visit is on 03-30, not the reference
    // day), and the three orders placed there (o5 80 by U4 at 70, o6 40 by U2 at 34, o14 120 by U3 at 54), all
    // city life: 240 yuan.
    expect(await data(`${FUSION}/userAnalysis`, { city: '532925', ...MARCH })).toEqual({
      ageData: [
        {
          name: '18-30',
          userPercent: '0.00',
          wenlvPercent: '0.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '0.00',
          avgPrice: 0,
        },
        {
          name: '30-40',
          userPercent: '0.00',
          wenlvPercent: '0.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '16.67',
          avgPrice: 40,
        },
        {
          name: '40-50',
          userPercent: '0.00',
          wenlvPercent: '0.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '0.00',
          avgPrice: 0,
        },
        {
          name: '50-65',
          userPercent: '100.00',
          wenlvPercent: '0.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '50.00',
          avgPrice: 120,
        },
        {
          name: '65+',
          userPercent: '0.00',
          wenlvPercent: '0.00',
          baihuoPercent: '0.00',
          shenghuoPercent: '33.33',
          avgPrice: 80,
        },
      ],
      malePercent: '0.00',
      femalePercent: '100.00',
      registerUserNum: 1,
      unionMemberNum: 0,
      nonUnionMemberNum: 1,
      visitNum: 0,
    });
  });

  it('answers the visit panel', async () => {
    expect(await data(`${VIEW}/userAnalysis/vist`, MARCH)).toEqual({
      todayCnt: 5,
      monthCnt: 10,
      dayAvg: 0.32,
      userCnt: 3,
      malePercent: '33.33',
      femalePercent: '66.67',
      option: ['2025-03'],
      wenlvVal: [1200],
      baihuoVal: [200],
      shenghuoVal: [240],
      list: [
        { month: '2025-03', percentWenlv: '73.17', percentBaihuo: '12.20', percentShenghuo: '14.63', total: 1640 },
      ],
    });
  });

  it('tells where consumers come from and counts members', async () => {
    expect(await data('/blade-bigdata/mock/databoard/user/source/region', MARCH)).toEqual([
      { name: '大理市', num: 5, peoplePercentage: '55.56' },
      { name: '四川省', num: 2, peoplePercentage: '22.22' },
      { name: '弥渡县', num: 2, peoplePercentage: '22.22' },
    ]);
    expect(await data('/blade-system/user/Clist/total')).toEqual({ userCnt: 4 });
    expect(await data('/blade-system/user/Clist/total', { cityCode: T3 })).toEqual({ userCnt: 1 });
  });
});

describe('product overview (view 1) and link statistics', () => {
  it('counts products on sale by group, with and without a range', async () => {
    const all = (await data(`${FUSION}/productOverview`, { city: '5329' })) as Record<string, { category: string }[]>;
    // Every item carries the region it counts (spec 000 §3 "category, productNum, avgPrice, ratio, city").
    expect(all.fusionCategory).toEqual([
      { category: '文旅体验', productNum: 2, avgPrice: 200, ratio: '50.00', city: '5329' },
      { category: '百货商品', productNum: 1, avgPrice: 50, ratio: '25.00', city: '5329' },
      { category: '城市生活', productNum: 1, avgPrice: 40, ratio: '25.00', city: '5329' },
    ]);
    expect(all.fusionTravel).toEqual([
      { category: '文旅套餐', productNum: 1, avgPrice: 300, ratio: '50.00', city: '5329' },
      { category: '旅游线路', productNum: 0, avgPrice: 0, ratio: '0.00', city: '5329' },
      { category: '旅居产品', productNum: 0, avgPrice: 0, ratio: '0.00', city: '5329' },
      { category: '文旅活动', productNum: 0, avgPrice: 0, ratio: '0.00', city: '5329' },
    ]);
    expect(all.fusionTravelService).toEqual([
      { category: '文旅套餐', productNum: 1, avgPrice: 300, ratio: '50.00', city: '5329' },
      { category: '景区门票', productNum: 1, avgPrice: 100, ratio: '50.00', city: '5329' },
    ]);
    expect(all.fusionProductService).toEqual([
      { category: '高原特产', productNum: 1, avgPrice: 50, ratio: '100.00', city: '5329' },
    ]);
    expect(all.fusionLife).toHaveLength(8);
    expect(all.fusionLife[0]).toEqual({
      category: '电影票',
      productNum: 1,
      avgPrice: 40,
      ratio: '100.00',
      city: '5329',
    });
    expect(all.fusionLifeService).toEqual([
      { category: '电影票', productNum: 1, avgPrice: 40, ratio: '100.00', city: '5329' },
    ]);
    // A county's item is about that county.
    expect(all.fusionCityService.find((c) => c.category === '大理市')).toEqual({
      category: '大理市',
      productNum: 3,
      avgPrice: 150,
      ratio: '75.00',
      city: '532901',
    });
    const march = (await data(`${FUSION}/productOverview`, {
      dateStartStr: '2025-03-01',
      dateEndStr: '2025-03-31',
    })) as Record<string, unknown[]>;
    expect(march.fusionCategory).toEqual([
      { category: '文旅体验', productNum: 1, avgPrice: 300, ratio: '50.00', city: '' },
      { category: '百货商品', productNum: 1, avgPrice: 50, ratio: '50.00', city: '' },
      { category: '城市生活', productNum: 0, avgPrice: 0, ratio: '0.00', city: '' },
    ]);
  });

  it('answers the link statistics', async () => {
    const book = (await data(
      `${LINK}/getProductBookData`,
      { current: '1', size: '10', startTime: '2025-03-01', endTime: '2025-03-31' },
      'POST',
    )) as {
      total: number;
      records: { productName: string; bookCnt: number; orderMoney: number }[];
    };
    expect(book.total).toBe(4);
    expect(book.records.map((r) => [r.productName, r.bookCnt, r.orderMoney])).toEqual([
      ['电影票', 3, 240],
      ['苍洱一日游', 2, 900],
      ['三塔门票', 2, 300],
      ['下关沱茶', 2, 200],
    ]);
    expect(
      await data(`${LINK}/getMarketTreadData`, { dataType: '2', startTime: '2025-02-01', endTime: '2025-04-30' }),
    ).toEqual({ options: ['2025-02', '2025-03', '2025-04'], values: [100, 1640, 100] });
    const preference = (await data(`${LINK}/getHotProductPreference`, MARCH)) as { productType: number }[];
    expect(preference.find((p) => p.productType === 7)).toEqual({
      productType: 7,
      name: '文旅组合消费',
      cnt: 2,
      total: 900,
      percent: '54.88',
    });
    expect(preference.find((p) => p.productType === 2)).toEqual({
      productType: 2,
      name: '餐饮娱乐',
      cnt: 0,
      total: 0,
      percent: '0.00',
    });
    const contribution = (await data(`${LINK}/getMarketContribute`, MARCH)) as { code: string }[];
    expect(contribution.find((c) => c.code === '532901')).toEqual({
      code: '532901',
      name: '大理市',
      total: 1400,
      cnt: 6,
      percent: '85.37',
    });
    expect(await data(`${LINK}/getResourceAnalysis`)).toEqual({
      merchantNum: 4,
      productNum: 4,
      distributorNum: 2,
      memberNum: 4,
      industries: [
        { name: '文旅体验', merchantNum: 2, productNum: 2 },
        { name: '百货商品', merchantNum: 1, productNum: 1 },
        { name: '城市生活', merchantNum: 1, productNum: 1 },
      ],
    });
    // 弥渡县 in March: M4 and its P4, member U3, and o5 o6 o14 (80 + 40 + 120 yuan), all in 弥城镇.
    const town = (cityCode: string, cityName: string) => ({
      cityCode,
      cityName,
      orderCnt: 0,
      orderMoney: 0,
      payMoney: 0,
      avgPrice: 0,
      percent: '0.00',
    });
    expect(await data('/blade-merchant-product/fusionOrder/getCityInfo', { cityCode: '532925', ...MARCH })).toEqual({
      cityCode: '532925',
      cityName: '弥渡县',
      merchantNum: 1,
      productNum: 1,
      memberNum: 1,
      orderCnt: 3,
      orderMoney: 240,
      children: [
        {
          cityCode: T3,
          cityName: '弥城镇',
          orderCnt: 3,
          orderMoney: 240,
          payMoney: 240,
          avgPrice: 80,
          percent: '100.00',
        },
        town('532925102', '红岩镇'),
        town('532925103', '新街镇'),
        town('532925104', '寅街镇'),
        town('532925105', '苴力镇'),
        town('532925106', '密祉镇'),
        town('532925203', '德苴乡'),
        town('532925204', '牛街彝族乡'),
      ],
    });
  });
});

/** The twelve counties of the prefecture in the region tree's order: the child regions of the whole tenant. */
const COUNTIES: [string, string][] = [
  ['532901', '大理市'],
  ['532922', '漾濞彝族自治县'],
  ['532923', '祥云县'],
  ['532924', '宾川县'],
  ['532925', '弥渡县'],
  ['532926', '南涧彝族自治县'],
  ['532927', '巍山彝族回族自治县'],
  ['532928', '永平县'],
  ['532929', '云龙县'],
  ['532930', '洱源县'],
  ['532931', '剑川县'],
  ['532932', '鹤庆县'],
];

const zeroItem = (category: string, city = '') => ({ category, productNum: 0, avgPrice: 0, ratio: '0.00', city });
const zeroRegion = ([cityCode, cityName]: [string, string]) => ({
  cityCode,
  cityName,
  orderCnt: 0,
  orderMoney: 0,
  payMoney: 0,
  avgPrice: 0,
  percent: '0.00',
});
const emptyPage = (size: number) => ({
  records: [],
  total: 0,
  size,
  current: 1,
  pages: 0,
  orders: [],
  optimizeCountSql: true,
  searchCount: true,
  maxLimit: -1,
  countId: '',
});
const noUsers = {
  ageData: ['18-30', '30-40', '40-50', '50-65', '65+'].map((name) => ({
    name,
    userPercent: '0.00',
    wenlvPercent: '0.00',
    baihuoPercent: '0.00',
    shenghuoPercent: '0.00',
    avgPrice: 0,
  })),
  malePercent: '0.00',
  femalePercent: '0.00',
  registerUserNum: 0,
  unionMemberNum: 0,
  nonUnionMemberNum: 0,
  visitNum: 0,
};

describe('empty ranges and bad parameters', () => {
  // January 2020: before every order, product, member and visit of the fixture. Each board call answers its full
  // shape (spec 000 §3 field names) with zeros, "0.00" shares and empty lists; nothing is left out or NaN.
  it('answers every figure call with zeros in its full shape for a range without data', async () => {
    const expected: [string, Record<string, string>, unknown][] = [
      [
        `${FUSION}/productOverview`,
        {},
        {
          fusionCategory: ['文旅体验', '百货商品', '城市生活'].map((c) => zeroItem(c)),
          fusionTravel: ['文旅套餐', '旅游线路', '旅居产品', '文旅活动'].map((c) => zeroItem(c)),
          fusionTravelService: [],
          fusionProductService: [
            '家居百货',
            '米面粮油',
            '高原特产',
            '休闲零食',
            '家电数码',
            '酒水饮料',
            '个护美妆',
            '民族工艺',
          ].map((c) => zeroItem(c)),
          fusionLife: ['电影票', '家政服务', '洗车', '烧烤餐饮', '野钓', '蛋糕面包', '口腔护理', '自助餐'].map((c) =>
            zeroItem(c),
          ),
          fusionLifeService: [],
          fusionCityService: COUNTIES.map(([code, name]) => zeroItem(name, code)),
        },
      ],
      [
        `${FUSION}/productChannel`,
        {},
        [
          { source: 1, category: '自然流量', price: 0, number: 0, avgPrice: 0, ratio: '0.00' },
          { source: 2, category: '分销商', price: 0, number: 0, avgPrice: 0, ratio: '0.00' },
          { source: 3, category: '其他线上平台', price: 0, number: 0, avgPrice: 0, ratio: '0.00' },
        ],
      ],
      [`${FUSION}/userAnalysis`, {}, noUsers],
      [`${FUSION}/financeCity`, {}, COUNTIES.map(zeroRegion)],
      [
        '/blade-merchant-product/fusionOrder/getCityInfo',
        {},
        // The catalogue sizes are not ranged: four merchants, products on sale and members in the tenant.
        {
          cityCode: '',
          cityName: '全部',
          merchantNum: 4,
          productNum: 4,
          memberNum: 4,
          orderCnt: 0,
          orderMoney: 0,
          children: COUNTIES.map(zeroRegion),
        },
      ],
      [`${VIEW}/list`, { size: '10' }, emptyPage(10)],
      [`${VIEW}/statistics`, {}, { orderCnt: 0, orderMoney: 0, payMoney: 0, welfareMoney: 0, productCnt: 0 }],
      [
        `${VIEW}/common`,
        { dataType: '5' },
        {
          orderCnt: 0,
          orderMoney: 0,
          avgPrice: 0,
          tiyan: 0,
          tiyanPercent: '0.00',
          baihuo: 0,
          baihuoPercent: '0.00',
          shenghuo: 0,
          shenghuoPercent: '0.00',
          QRPay: 0,
          QRPayPercent: '0.00',
          onlinePay: 0,
          onlinePayPercent: '0.00',
        },
      ],
      [
        `${VIEW}/chart`,
        { dataType: '1' },
        {
          options: Array.from({ length: 31 }, (_, i) => `2020-01-${String(i + 1).padStart(2, '0')}`),
          values: new Array(31).fill(0),
        },
      ],
      [`${VIEW}/chart`, { dataType: '3' }, { options: ['2020-Q1'], values: [0] }],
      [
        `${VIEW}/source/statistics`,
        {},
        {
          main: '0.00',
          mainPercent: '0.00',
          fenxiao: '0.00',
          fenxiaoPercent: '0.00',
          thirdOnline: '0.00',
          thirdOnlinePercent: '0.00',
          onlineChannelSub: [],
          offlineChannelSub: [],
          otherChannelSub: [],
          onlineHotProduct: [],
          offlineHotProduct: [],
          otherHotProduct: [],
        },
      ],
      [`${VIEW}/jiaoyi`, { type: '1' }, []],
      [`${VIEW}/jiaoyi`, { type: '2' }, []],
      [`${VIEW}/jiaoyi`, { type: '3' }, []],
      [
        `${VIEW}/jiaoyiPercent`,
        {},
        {
          total: 0,
          tiyan: 0,
          tiyanPercent: '0.00',
          baihuo: 0,
          baihuoPercent: '0.00',
          shenghuo: 0,
          shenghuoPercent: '0.00',
        },
      ],
      [`${VIEW}/userAnalysis`, {}, noUsers],
      [
        `${VIEW}/userAnalysis/vist`,
        {},
        {
          todayCnt: 0,
          monthCnt: 0,
          dayAvg: 0,
          userCnt: 0,
          malePercent: '0.00',
          femalePercent: '0.00',
          option: ['2020-01'],
          wenlvVal: [0],
          baihuoVal: [0],
          shenghuoVal: [0],
          list: [{ month: '2020-01', percentWenlv: '0.00', percentBaihuo: '0.00', percentShenghuo: '0.00', total: 0 }],
        },
      ],
      ['/blade-bigdata/mock/databoard/user/source/region', {}, []],
      [`${LINK}/getMarketTreadData`, { dataType: '2' }, { options: ['2020-01'], values: [0] }],
      [
        `${LINK}/getHotProductPreference`,
        {},
        [
          [1, '景区门票'],
          [2, '餐饮娱乐'],
          [3, '民宿酒店'],
          [4, '旅游线路'],
          [5, '商品百货'],
          [6, '城市生活'],
          [7, '文旅组合消费'],
        ].map(([productType, name]) => ({ productType, name, cnt: 0, total: 0, percent: '0.00' })),
      ],
      [
        `${LINK}/getMarketContribute`,
        {},
        COUNTIES.map(([code, name]) => ({ code, name, total: 0, cnt: 0, percent: '0.00' })),
      ],
    ];
    for (const [url, extra, answer] of expected) {
      expect(await data(url, { ...EMPTY, ...extra }), url).toEqual(answer);
    }

    // The POST calls read their filters from the body.
    for (const [url, body] of [
      [`${FUSION}/financeOrder`, { current: 1, size: 10, ...EMPTY }],
      [`${LINK}/getProductBookData`, { current: 1, size: 10, startTime: EMPTY.fromDate, endTime: EMPTY.toDate }],
    ] as const) {
      const res = await server.call(token, { method: 'POST', url: `/api${url}`, payload: body });
      expect(res.statusCode, url).toBe(200);
      expect((res.json() as { data: unknown }).data, url).toEqual(emptyPage(10));
    }

    // Business formats: every business type of the tenant, all zero (their order is the name's; compared as a set).
    const formats = (await data(`${VIEW}/yetai`, EMPTY)) as Record<string, { name: string }[] | string>;
    const byName = (rows: unknown) => [...(rows as { name: string }[])].sort((a, b) => (a.name < b.name ? -1 : 1));
    const zeroFormat = (name: string, tradeType: number) => ({
      name,
      tradeType,
      cnt: 0,
      pcnt: 0,
      total: 0,
      avg: 0,
      orderCnt: 0,
      percent: '0.00',
    });
    const all = [
      zeroFormat('景区门票', 1),
      zeroFormat('文旅套餐', 1),
      zeroFormat('高原特产', 2),
      zeroFormat('电影票', 3),
    ];
    expect(Object.keys(formats).sort()).toEqual(
      ['list', 'tiyan', 'baihuo', 'shenghuo', 'tiyanPercent', 'baihuoPercent', 'shenghuoPercent'].sort(),
    );
    expect(byName(formats.list)).toEqual(byName(all));
    expect(byName(formats.tiyan)).toEqual(byName(all.slice(0, 2)));
    expect(formats.baihuo).toEqual([all[2]]);
    expect(formats.shenghuo).toEqual([all[3]]);
    expect([formats.tiyanPercent, formats.baihuoPercent, formats.shenghuoPercent]).toEqual(['0.00', '0.00', '0.00']);
  });

  it('answers the catalogue and member counts of a county without data with zeros', async () => {
    const empty = { cityCode: '532922', ...EMPTY };
    expect(await data('/blade-system/user/Clist/total', empty)).toEqual({ userCnt: 0 });
    // Distributors and platforms belong to the tenant, not to a region.
    expect(await data(`${LINK}/getResourceAnalysis`, empty)).toEqual({
      merchantNum: 0,
      productNum: 0,
      distributorNum: 2,
      memberNum: 0,
      industries: [
        { name: '文旅体验', merchantNum: 0, productNum: 0 },
        { name: '百货商品', merchantNum: 0, productNum: 0 },
        { name: '城市生活', merchantNum: 0, productNum: 0 },
      ],
    });
    const city = (await data('/blade-merchant-product/fusionOrder/getCityInfo', empty)) as Record<string, unknown>;
    expect({ ...city, children: undefined }).toEqual({
      cityCode: '532922',
      cityName: '漾濞彝族自治县',
      merchantNum: 0,
      productNum: 0,
      memberNum: 0,
      orderCnt: 0,
      orderMoney: 0,
      children: undefined,
    });
    const towns = city.children as { cityCode: string; cityName: string }[];
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) {
      expect(town).toEqual(zeroRegion([town.cityCode, town.cityName]));
      expect(town.cityCode.startsWith('532922')).toBe(true);
    }
    const overview = (await data(`${FUSION}/productOverview`, empty)) as Record<string, { city: string }[]>;
    expect(overview.fusionCategory.map((item) => item.city)).toEqual(['532922', '532922', '532922']);
  });

  it('refuses unknown enumerations, malformed dates and regions outside the tree with 400', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      [`${VIEW}/common`, { dataType: '6' }, /dataType/],
      [`${VIEW}/common`, { dataType: '5' }, /fromDate/],
      [`${VIEW}/chart`, { dataType: '5' }, /dataType/],
      [`${VIEW}/jiaoyi`, {}, /type/],
      [`${VIEW}/statistics`, { productType: '8' }, /productType/],
      [`${VIEW}/statistics`, { fromDate: '2025-13-01' }, /fromDate/],
      [`${VIEW}/statistics`, { fromDate: '2025-02-30' }, /fromDate/],
      [`${VIEW}/statistics`, { toDate: '2025-03-01 25:00:00' }, /toDate/],
      [`${VIEW}/statistics`, { fromDate: '2025-03-02', toDate: '2025-03-01' }, /开始时间/],
      [`${VIEW}/statistics`, { cityCode: '530102' }, /区域/],
      [`${VIEW}/statistics`, { cityCode: '5329011' }, /区域/],
      [`${VIEW}/statistics`, { city: 'abc' }, /区域/],
    ];
    for (const [url, query, msg] of cases) {
      const res = await get(url, query);
      expect(res.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
      expect((res.json() as { msg: string }).msg).toMatch(msg);
    }
  });

  it('keeps tenants apart and admits administrators', async () => {
    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    const res = await get(`${VIEW}/statistics`, MARCH, 'GET', midu);
    expect((res.json() as { data: unknown }).data).toEqual({
      orderCnt: 0,
      orderMoney: 0,
      payMoney: 0,
      welfareMoney: 0,
      productCnt: 0,
    });
    const admin = (await server.signIn('admin', 'admin')).access_token;
    expect((await get(`${VIEW}/statistics`, MARCH, 'GET', admin)).json()).toMatchObject({ data: { orderCnt: 9 } });
  });
});
