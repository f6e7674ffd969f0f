import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSeedPlan, DEMO_ORDERS } from '../../../src/server/db/seed-board/index';
import {
  ORDER_SOURCE_NAMES,
  PAY_TYPE_NAMES,
  PRODUCT_TYPE_NAMES,
  TRADE_TYPE_NAMES,
} from '../../../src/shared/board-enums';
import { createTestServer, type TestServer } from '../../helpers/server';

describe('BLADE_BOARD_SEED', () => {
  it('reads demo, none, a count and fixture; refuses junk with the variable named', () => {
    expect(boardSeedPlan({})).toEqual({ kind: 'generated', orders: DEMO_ORDERS });
    expect(boardSeedPlan({ VITEST: 'true' })).toEqual({ kind: 'generated', orders: 0 });
    expect(boardSeedPlan({ BLADE_BOARD_SEED: 'demo', VITEST: 'true' })).toEqual({
      kind: 'generated',
      orders: DEMO_ORDERS,
    });
    expect(boardSeedPlan({ BLADE_BOARD_SEED: 'none' })).toEqual({ kind: 'generated', orders: 0 });
    expect(boardSeedPlan({ BLADE_BOARD_SEED: '3000' })).toEqual({ kind: 'generated', orders: 3000 });
    expect(boardSeedPlan({ BLADE_BOARD_SEED: 'fixture' })).toEqual({ kind: 'fixture' });
    for (const value of ['lots', '-1', '1.5', '6000000']) {
      expect(() => boardSeedPlan({ BLADE_BOARD_SEED: value })).toThrow(/BLADE_BOARD_SEED/);
    }
  });

  it('refuses the fixture, a test switch, when NODE_ENV=production', () => {
    expect(() => boardSeedPlan({ BLADE_BOARD_SEED: 'fixture', NODE_ENV: 'production' })).toThrow(
      'BLADE_BOARD_SEED=fixture is for tests only and is refused when NODE_ENV=production',
    );
    expect(boardSeedPlan({ BLADE_BOARD_SEED: 'demo', NODE_ENV: 'production' })).toEqual({
      kind: 'generated',
      orders: DEMO_ORDERS,
    });
  });
});

describe('a fresh database with BLADE_BOARD_SEED=fixture', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    process.env.BLADE_BOARD_SEED = 'fixture';
    try {
      servers.push(await createTestServer(), await createTestServer());
    } finally {
      delete process.env.BLADE_BOARD_SEED;
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('holds the hand-computable data set, with the same ids on every install', async () => {
    const [server] = servers;
    const token = (await server.signIn('bigdata', 'bigdata')).access_token;
    const res = await server.call(token, { method: 'GET', url: '/api/blade-order/view/statistics' });
    // Twelve counted orders in all (fixture.ts): March 2025's nine (1640 yuan, 16 items), o10 (1 item) and o11
    // (2 items) at 100 yuan each around it, and o15 (1 item, 100 yuan) paid today.
    expect((res.json() as { data: unknown }).data).toEqual({
      orderCnt: 12,
      orderMoney: 1940,
      payMoney: 1910,
      welfareMoney: 30,
      productCnt: 20,
    });
    const ids = (s: TestServer) =>
      s.db
        .prepare<[], { id: string }>('SELECT id FROM order_product ORDER BY id')
        .all()
        .map((row) => row.id);
    expect(ids(servers[0])).toHaveLength(15);
    expect(ids(servers[1])).toEqual(ids(servers[0]));
  });
});

describe('the enumeration names the board shows', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('are the seeded business dictionaries’ labels (one source for the server, the renderer and the data)', async () => {
    const token = (await server.signIn('admin', 'admin')).access_token;
    const labels = async (code: string) => {
      const res = await server.call(token, {
        method: 'GET',
        url: '/api/blade-system/dict-biz/dictionary',
        query: { code },
      });
      const items = (res.json() as { data: { dictKey: string; dictValue: string }[] }).data;
      return Object.fromEntries(items.map((item) => [Number(item.dictKey), item.dictValue]));
    };
    expect(await labels('order_source')).toEqual(ORDER_SOURCE_NAMES);
    expect(ORDER_SOURCE_NAMES[1]).toBe('自然流量');
    expect(await labels('product_type')).toEqual(PRODUCT_TYPE_NAMES);
    expect(await labels('trade_type')).toEqual(TRADE_TYPE_NAMES);
    expect(await labels('pay_type')).toEqual(PAY_TYPE_NAMES);
  });
});
