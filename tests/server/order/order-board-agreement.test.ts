import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/server/db/clock';
import { COUNTED_DEALS, productOrderResource, toQueryParams } from '../../../src/shared/resources/index';
import { loadBoardData } from '../../../src/server/db/seed-board/index';
import { createTestServer, type TestServer } from '../../helpers/server';
import { createBoardServer, MARCH, T1, T2, T3 } from '../board/fixture';

// The point of the order list (issue 5): for the same filters, productOrder/statistics and the list's total
// are the big-data board's view/statistics and view/list total. The board is asked with its own spelling
// (cityCode, fromDate/toDate, counted orders by default); the order list with the list's (areaCode_equal,
// payDate_datege/_datele, counted_equal=1), as its search form sends them.

interface Statistics {
  orderCnt: number;
  orderMoney: number;
  payMoney: number;
  welfareMoney: number;
  productCnt: number;
}

interface BoardFilter {
  region?: string;
  from?: string;
  to?: string;
  /** Key filters both sides take, by the board's names. */
  productType?: string;
  source?: string;
  tradeType?: string;
  payType?: string;
  payStatus?: string;
}

const boardQuery = (filter: BoardFilter): Record<string, string> => {
  const query: Record<string, string> = {};
  if (filter.region) query.cityCode = filter.region;
  if (filter.from) query.fromDate = filter.from;
  if (filter.to) query.toDate = filter.to;
  for (const key of ['productType', 'source', 'tradeType', 'payType', 'payStatus'] as const) {
    if (filter[key]) query[key] = filter[key];
  }
  return query;
};

/** The same filter as the order list's search form sends it (the engine's own `toQueryParams`). */
const listQuery = (filter: BoardFilter): Record<string, string> =>
  toQueryParams(productOrderResource, {
    areaCode: filter.region,
    payDate: filter.from || filter.to ? [filter.from ?? '', filter.to ?? ''] : undefined,
    // The board counts deals unless a pay status is asked for; then it takes that status alone.
    ...(filter.payStatus ? { payStatus: filter.payStatus } : { counted: COUNTED_DEALS }),
    productType: filter.productType,
    source: filter.source,
    tradeType: filter.tradeType,
    payType: filter.payType,
  });

const dataOf = async <T>(server: TestServer, token: string, url: string, query: Record<string, string>) => {
  const res = await server.call(token, { method: 'GET', url: `/api${url}`, query });
  expect(res.statusCode, `${url} ${JSON.stringify(query)} ${res.body}`).toBe(200);
  return (res.json() as { data: T }).data;
};

/** Both sides for one filter: the board's statistics and list total, the order list's statistics and total. */
const bothSides = async (server: TestServer, token: string, filter: BoardFilter) => {
  const board = await dataOf<Statistics>(server, token, '/blade-order/view/statistics', boardQuery(filter));
  const boardList = await dataOf<{ total: number }>(server, token, '/blade-order/view/list', boardQuery(filter));
  const list = listQuery(filter);
  const orders = await dataOf<Statistics>(server, token, '/blade-order/productOrder/statistics', list);
  const page = await dataOf<{ total: number }>(server, token, '/blade-order/productOrder/list', {
    ...list,
    current: '1',
    size: '10',
  });
  return { board, boardTotal: boardList.total, orders, total: page.total };
};

const expectAgreement = async (server: TestServer, token: string, filter: BoardFilter) => {
  const sides = await bothSides(server, token, filter);
  const label = JSON.stringify(filter);
  expect(sides.orders, label).toEqual(sides.board);
  expect(sides.total, label).toBe(sides.board.orderCnt);
  expect(sides.boardTotal, label).toBe(sides.board.orderCnt);
  return sides;
};

describe('order list and board agree on the hand-made fixture', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createBoardServer();
    token = (await server.signIn('admin', 'admin')).access_token;
  });
  afterAll(async () => server.close());

  const march = { from: MARCH.fromDate, to: MARCH.toDate };

  it('counts March with both bounds (o1 at 00:00:00, o6 at 23:59:59): 9 orders, 1640 yuan', async () => {
    const { orders } = await expectAgreement(server, token, march);
    // board-figures.test.ts works these out by hand; welfareMoney = 20 union coupon (o3) + 10 shop coupon (o2).
    expect(orders).toEqual({ orderCnt: 9, orderMoney: 1640, payMoney: 1610, welfareMoney: 30, productCnt: 16 });
  });

  it('agrees for the prefecture, each county and each town, with and without a range', async () => {
    for (const region of ['', '5329', '532901', '532925', T1, T2, T3]) {
      await expectAgreement(server, token, { region });
      await expectAgreement(server, token, { region, ...march });
    }
    const county = await bothSides(server, token, { region: '532901', ...march });
    expect(county.orders).toMatchObject({ orderCnt: 6, orderMoney: 1400 });
  });

  it('agrees on the key filters and on an explicit pay status', async () => {
    for (const extra of [
      { source: '2' },
      { source: '3' },
      { payType: '2' },
      { tradeType: '1' },
      { productType: '6' },
      { payStatus: '2' },
      { payStatus: '3' },
    ]) {
      await expectAgreement(server, token, { ...march, ...extra });
      await expectAgreement(server, token, { region: '532901', ...march, ...extra });
    }
  });

  it('agrees on partial days at both ends', async () => {
    const sides = await expectAgreement(server, token, { from: '2025-03-05 12:00:00', to: '2025-03-31 12:00:00' });
    expect(sides.orders).toMatchObject({ orderCnt: 6, orderMoney: 1300, productCnt: 12 });
  });
});

describe('order list and board agree on generated data', () => {
  let server: TestServer;
  let token: string;
  const today = formatDateTime(Date.now()).slice(0, 10);
  /** A few towns and counties that have orders, and a pay date that is some order's exact second. */
  let towns: string[] = [];
  let counties: string[] = [];
  let exactBound = '';

  beforeAll(async () => {
    server = await createTestServer();
    loadBoardData(server.db, { tenantId: '000000', referenceDate: today, orders: 4000, members: 1500, days: 240 });
    token = (await server.signIn('admin', 'admin')).access_token;
    const pick = (sql: string) =>
      server.db
        .prepare<[], { code: string }>(sql)
        .all()
        .map((row) => row.code);
    counties = pick(
      'SELECT district_code AS code FROM order_product GROUP BY district_code ORDER BY COUNT(*) DESC LIMIT 3',
    );
    towns = pick('SELECT town_code AS code FROM order_product GROUP BY town_code ORDER BY COUNT(*) DESC LIMIT 3');
    exactBound =
      server.db
        .prepare<[], { payDate: string }>(
          "SELECT pay_date AS payDate FROM order_product WHERE pay_status = 1 AND substr(pay_date, 18, 2) < '59' ORDER BY pay_date LIMIT 1 OFFSET 500",
        )
        .get()?.payDate ?? '';
  }, 120_000);
  afterAll(async () => server.close());

  it('has orders in the regions it compares', () => {
    expect(counties).toHaveLength(3);
    expect(towns).toHaveLength(3);
    expect(exactBound).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('agrees for the prefecture, counties and towns over whole days, a month and all time', async () => {
    const month = today.slice(0, 7);
    const ranges = [
      {},
      { from: `${month}-01`, to: today },
      { from: '2000-01-01', to: today },
      {
        from: formatDateTime(Date.now() - 45 * 86_400_000).slice(0, 10),
        to: formatDateTime(Date.now() - 10 * 86_400_000).slice(0, 10),
      },
    ];
    for (const region of ['', '5329', ...counties, ...towns]) {
      for (const range of ranges) await expectAgreement(server, token, { region, ...range });
    }
  });

  it('includes an order paid exactly on either bound, as the board does', async () => {
    const first = await expectAgreement(server, token, { from: exactBound, to: today });
    const nextSecond = `${exactBound.slice(0, 17)}${String(Number(exactBound.slice(17)) + 1).padStart(2, '0')}`;
    const after = await expectAgreement(server, token, { from: nextSecond, to: today });
    expect(first.orders.orderCnt).toBeGreaterThan(after.orders.orderCnt);
    const upTo = await expectAgreement(server, token, { from: '2000-01-01', to: exactBound });
    expect(upTo.orders.orderCnt).toBeGreaterThan(0);
  });

  it('agrees on the channel and payment filters in a county', async () => {
    for (const extra of [{ source: '1' }, { source: '2' }, { payType: '2' }, { tradeType: '3' }, { payStatus: '2' }]) {
      await expectAgreement(server, token, { region: counties[0], from: '2000-01-01', to: today, ...extra });
    }
  });
});
