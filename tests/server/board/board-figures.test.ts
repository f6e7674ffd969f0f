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
    expect(channels.onlineHotProduct).toEqual([
      { category: '下关沱茶', price: 200, ratio: '47.62', number: 4, avgPrice: 100 },
      { category: '电影票', price: 120, ratio: '28.57', number: 3, avgPrice: 60 },
      { category: '三塔门票', price: 100, ratio: '23.81', number: 1, avgPrice: 100 },
    ]);
    expect(channels.offlineHotProduct).toEqual([
      { category: '苍洱一日游', price: 600, ratio: '75.00', number: 2, avgPrice: 600 },
      { category: '三塔门票', price: 200, ratio: '25.00', number: 2, avgPrice: 200 },
    ]);
    const searched = (await data(`${VIEW}/source/statistics`, { ...MARCH, onlineName: '城市' })) as {
      onlineChannelSub: unknown[];
    };
    expect(searched.onlineChannelSub).toHaveLength(1);
  });

  it('answers productChannel per source', async () => {
    expect(await data(`${FUSION}/productChannel`, { dateStartStr: '2025-03-01', dateEndStr: '2025-03-31' })).toEqual([
      { source: 1, category: '自营', price: 420, number: 5, avgPrice: 84, ratio: '25.61' },
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
    expect(await data(`${FUSION}/userAnalysis`, { city: '532925', ...MARCH })).toMatchObject({
      registerUserNum: 1,
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
    expect(all.fusionCategory).toEqual([
      { category: '文旅体验', productNum: 2, avgPrice: 200, ratio: '50.00' },
      { category: '百货商品', productNum: 1, avgPrice: 50, ratio: '25.00' },
      { category: '城市生活', productNum: 1, avgPrice: 40, ratio: '25.00' },
    ]);
    expect(all.fusionTravel).toEqual([
      { category: '文旅套餐', productNum: 1, avgPrice: 300, ratio: '50.00' },
      { category: '旅游线路', productNum: 0, avgPrice: 0, ratio: '0.00' },
      { category: '旅居产品', productNum: 0, avgPrice: 0, ratio: '0.00' },
      { category: '文旅活动', productNum: 0, avgPrice: 0, ratio: '0.00' },
    ]);
    expect(all.fusionProductService).toEqual([{ category: '高原特产', productNum: 1, avgPrice: 50, ratio: '100.00' }]);
    expect(all.fusionLife).toHaveLength(8);
    expect(all.fusionLife[0]).toEqual({ category: '电影票', productNum: 1, avgPrice: 40, ratio: '100.00' });
    expect(all.fusionCityService.find((c) => c.category === '大理市')).toEqual({
      category: '大理市',
      productNum: 3,
      avgPrice: 150,
      ratio: '75.00',
    });
    const march = (await data(`${FUSION}/productOverview`, {
      dateStartStr: '2025-03-01',
      dateEndStr: '2025-03-31',
    })) as Record<string, unknown[]>;
    expect(march.fusionCategory).toEqual([
      { category: '文旅体验', productNum: 1, avgPrice: 300, ratio: '50.00' },
      { category: '百货商品', productNum: 1, avgPrice: 50, ratio: '50.00' },
      { category: '城市生活', productNum: 0, avgPrice: 0, ratio: '0.00' },
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
    ).toEqual({
      options: ['2025-02', '2025-03', '2025-04'],
      orderMoney: [100, 1640, 100],
      orderCnt: [1, 9, 1],
    });
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
    expect(
      await data('/blade-merchant-product/fusionOrder/getCityInfo', { cityCode: '532925', ...MARCH }),
    ).toMatchObject({
      cityCode: '532925',
      cityName: '弥渡县',
      merchantNum: 1,
      productNum: 1,
      memberNum: 1,
      orderCnt: 3,
      orderMoney: 240,
    });
  });
});

/** Every number zero and every percent "0.00", recursively; lists compared by their shape elsewhere. */
const expectZero = (value: unknown, path: string): void => {
  if (typeof value === 'number') expect(value, path).toBe(0);
  else if (typeof value === 'string' && /^\d+\.\d\d$/.test(value)) expect(value, path).toBe('0.00');
  else if (Array.isArray(value)) value.forEach((item, i) => expectZero(item, `${path}[${i}]`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) expectZero(v, `${path}.${k}`);
};

describe('empty ranges and bad parameters', () => {
  it('answers zeros in the same shapes for a range without orders', async () => {
    const calls: [string, Record<string, string>][] = [
      [`${VIEW}/statistics`, {}],
      [`${VIEW}/common`, { dataType: '5' }],
      [`${VIEW}/source/statistics`, {}],
      [`${VIEW}/jiaoyiPercent`, {}],
      [`${VIEW}/yetai`, {}],
      [`${FUSION}/financeCity`, {}],
      [`${FUSION}/productChannel`, {}],
    ];
    for (const [url, extra] of calls) {
      const full = (await data(url, { ...MARCH, ...extra })) as Record<string, unknown>;
      const empty = (await data(url, { ...EMPTY, ...extra })) as Record<string, unknown>;
      expect(Object.keys(empty), url).toEqual(Object.keys(full));
      if (!Array.isArray(empty)) {
        for (const key of Object.keys(empty)) if (!Array.isArray(empty[key])) expectZero(empty[key], `${url}.${key}`);
      } else
        expectZero(
          empty.map((row: Record<string, unknown>) => ({
            ...row,
            cityCode: undefined,
            cityName: undefined,
            category: undefined,
            source: undefined,
          })),
          url,
        );
    }
    const users = (await data(`${VIEW}/userAnalysis`, {
      cityCode: '532925',
      fromDate: '2020-01-01',
      toDate: '2020-01-31',
    })) as Record<string, unknown>;
    expect(users.registerUserNum).toBe(0);
    expect(users.malePercent).toBe('0.00');
    expect((users.ageData as unknown[]).length).toBe(5);
    expect(await data(`${VIEW}/list`, EMPTY)).toMatchObject({ total: 0, records: [] });
    expect(await data(`${VIEW}/chart`, { dataType: '1', ...EMPTY })).toMatchObject({ values: new Array(31).fill(0) });
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
