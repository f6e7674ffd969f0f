import type { OrderStatistics } from '../../../shared/bladex/order';
import { factSource, type KeyFilters } from './fact-source';
import { average, percent, yuan, yuanText } from './format';
import { PRODUCT_TYPE_NAMES, SOURCE_NAMES } from './labels';
import type { Scope } from './scope';
import { num, str, type SqlRunner } from './sql-runner';

/** Totals of counted orders (payStatus 1 and 2) from board_order_day; welfare = union coupon + shop coupon. */
export const orderStatistics = (sql: SqlRunner, scope: Scope, filters: KeyFilters = {}): OrderStatistics => {
  const source = factSource('board_order_day', scope, filters);
  const row = sql.get({
    sql: `SELECT SUM(order_cnt) AS cnt, SUM(order_money) AS money, SUM(pay_money) AS pay,
      SUM(discount_money) + SUM(shop_welfare) AS welfare, SUM(product_cnt) AS items FROM ${source.sql}`,
    params: source.params,
  });
  return {
    orderCnt: num(row.cnt),
    orderMoney: yuan(num(row.money)),
    payMoney: yuan(num(row.pay)),
    welfareMoney: yuan(num(row.welfare)),
    productCnt: num(row.items),
  };
};

/** Counted orders by one key of board_order_day: cents and counts per key value. */
const byKey = (sql: SqlRunner, scope: Scope, key: 'trade_type' | 'pay_type' | 'source' | 'product_type') => {
  const source = factSource('board_order_day', scope);
  const rows = sql.all({
    sql: `SELECT ${key} AS k, SUM(order_cnt) AS cnt, SUM(order_money) AS money FROM ${source.sql} GROUP BY ${key}`,
    params: source.params,
  });
  const money = new Map<number, number>();
  const count = new Map<number, number>();
  for (const row of rows) {
    money.set(num(row.k), num(row.money));
    count.set(num(row.k), num(row.cnt));
  }
  const totalMoney = [...money.values()].reduce((a, b) => a + b, 0);
  const totalCount = [...count.values()].reduce((a, b) => a + b, 0);
  return { money: (k: number) => money.get(k) ?? 0, count: (k: number) => count.get(k) ?? 0, totalMoney, totalCount };
};

/** Trading data (finance page): totals, trade composition and pay-type shares, all shares of the amount. */
export const tradingData = (sql: SqlRunner, scope: Scope) => {
  const trade = byKey(sql, scope, 'trade_type');
  const pay = byKey(sql, scope, 'pay_type');
  return {
    orderCnt: trade.totalCount,
    orderMoney: yuan(trade.totalMoney),
    avgPrice: average(trade.totalMoney, trade.totalCount),
    tiyan: yuan(trade.money(1)),
    tiyanPercent: percent(trade.money(1), trade.totalMoney),
    baihuo: yuan(trade.money(2)),
    baihuoPercent: percent(trade.money(2), trade.totalMoney),
    shenghuo: yuan(trade.money(3)),
    shenghuoPercent: percent(trade.money(3), trade.totalMoney),
    QRPay: yuan(pay.money(2)),
    QRPayPercent: percent(pay.money(2), pay.totalMoney),
    onlinePay: yuan(pay.money(1)),
    onlinePayPercent: percent(pay.money(1), pay.totalMoney),
  };
};

/** Shares of the three trade types (view 4 tab 1 headers). */
export const tradeShares = (sql: SqlRunner, scope: Scope) => {
  const trade = byKey(sql, scope, 'trade_type');
  return {
    total: yuan(trade.totalMoney),
    tiyan: yuan(trade.money(1)),
    tiyanPercent: percent(trade.money(1), trade.totalMoney),
    baihuo: yuan(trade.money(2)),
    baihuoPercent: percent(trade.money(2), trade.totalMoney),
    shenghuo: yuan(trade.money(3)),
    shenghuoPercent: percent(trade.money(3), trade.totalMoney),
  };
};

/** Counted orders per product type (link statistics: hot product preference). */
export const productTypePreference = (sql: SqlRunner, scope: Scope) => {
  const types = byKey(sql, scope, 'product_type');
  return Object.entries(PRODUCT_TYPE_NAMES).map(([key, name]) => ({
    productType: Number(key),
    name,
    cnt: types.count(Number(key)),
    total: yuan(types.money(Number(key))),
    percent: percent(types.money(Number(key)), types.totalMoney),
  }));
};

export interface ChannelItem {
  category: string;
  price: number;
  ratio: string;
  number: number;
  avgPrice: number;
  /** Hot products only (an addition to the contract's item): the product's merchant, which tells equal names apart. */
  merchantName?: string;
}

const channelItems = (
  rows: { name: string; money: number; cnt: number; number: number; merchantName?: string }[],
  whole: number,
): ChannelItem[] =>
  rows
    .sort((a, b) => b.money - a.money || a.name.localeCompare(b.name))
    .map((row) => ({
      category: row.name,
      price: yuan(row.money),
      ratio: percent(row.money, whole),
      number: row.number,
      avgPrice: average(row.money, row.cnt),
      ...(row.merchantName === undefined ? {} : { merchantName: row.merchantName }),
    }));

export interface ChannelNameFilters {
  onlineName?: string;
  offlineName?: string;
  otherName?: string;
}

export const HOT_PRODUCTS = 10;

/**
 * Channel statistics (view 3): the amount per order source (1 operator `main`, 2 distributor `fenxiao`,
 * 3 other platform `thirdOnline`) as two-decimal strings; the breakdown of each source (operator by product
 * type, distributors and platforms by name) and its ten best-selling products, each share within its source.
 */
export const channelStatistics = (sql: SqlRunner, scope: Scope, names: ChannelNameFilters = {}) => {
  const source = factSource('board_channel_day', scope);
  const rows = sql.all({
    sql: `SELECT s.source, s.distributor_id, s.product_type, s.cnt, s.money, d.name AS distributor_name
      FROM (SELECT source, distributor_id, product_type, SUM(order_cnt) AS cnt, SUM(order_money) AS money
        FROM ${source.sql} GROUP BY source, distributor_id, product_type HAVING SUM(row_cnt) > 0) s
      LEFT JOIN merchant_distributor d ON d.id = s.distributor_id`,
    params: source.params,
  });
  const bySource = [0, 0, 0, 0];
  const groups = new Map<string, { name: string; money: number; cnt: number; number: number; source: number }>();
  for (const row of rows) {
    const src = num(row.source);
    bySource[src] = (bySource[src] ?? 0) + num(row.money);
    const name =
      src === 1 ? (PRODUCT_TYPE_NAMES[num(row.product_type)] ?? '其他') : str(row.distributor_name) || '未知渠道';
    const key = `${src}:${name}`;
    const group = groups.get(key) ?? { name, money: 0, cnt: 0, number: 0, source: src };
    group.money += num(row.money);
    group.cnt += num(row.cnt);
    group.number += num(row.cnt);
    groups.set(key, group);
  }
  const whole = bySource[1] + bySource[2] + bySource[3];
  const list = (src: number, filter?: string) =>
    channelItems(
      [...groups.values()].filter((g) => g.source === src && (!filter || g.name.includes(filter))),
      bySource[src],
    );
  const productSource = factSource('board_product_day', scope);
  const hot = sql.all({
    // Only the ten best of each source (and any tied with the tenth, which the name then orders) are named.
    sql: `SELECT s.source, s.product_id, s.cnt, s.money, s.items, p.name AS product_name,
        p.merchant_name AS merchant_name
      FROM (SELECT source, product_id, cnt, money, items,
          RANK() OVER (PARTITION BY source ORDER BY money DESC) AS place
        FROM (SELECT source, product_id, SUM(order_cnt) AS cnt, SUM(order_money) AS money, SUM(product_cnt) AS items
          FROM ${productSource.sql} GROUP BY source, product_id HAVING SUM(row_cnt) > 0)) s
      LEFT JOIN merchant_product p ON p.id = s.product_id
      WHERE s.place <= ?`,
    params: [...productSource.params, HOT_PRODUCTS],
  });
  const hotList = (src: number) =>
    channelItems(
      hot
        .filter((row) => num(row.source) === src)
        .map((row) => ({
          name: str(row.product_name),
          money: num(row.money),
          cnt: num(row.cnt),
          number: num(row.items),
          merchantName: str(row.merchant_name),
        })),
      bySource[src],
    ).slice(0, HOT_PRODUCTS);
  return {
    main: yuanText(bySource[1]),
    mainPercent: percent(bySource[1], whole),
    fenxiao: yuanText(bySource[2]),
    fenxiaoPercent: percent(bySource[2], whole),
    thirdOnline: yuanText(bySource[3]),
    thirdOnlinePercent: percent(bySource[3], whole),
    onlineChannelSub: list(1, names.onlineName),
    offlineChannelSub: list(2, names.offlineName),
    otherChannelSub: list(3, names.otherName),
    onlineHotProduct: hotList(1),
    offlineHotProduct: hotList(2),
    otherHotProduct: hotList(3),
  };
};

/** fusion/productChannel: one entry per order source {source, category, price, number, avgPrice, ratio}. */
export const productChannel = (sql: SqlRunner, scope: Scope) => {
  const sources = byKey(sql, scope, 'source');
  return [1, 2, 3].map((src) => ({
    source: src,
    category: SOURCE_NAMES[src],
    price: yuan(sources.money(src)),
    number: sources.count(src),
    avgPrice: average(sources.money(src), sources.count(src)),
    ratio: percent(sources.money(src), sources.totalMoney),
  }));
};
