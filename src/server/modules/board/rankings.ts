import { factSource } from './fact-source';
import { average, percent, yuan } from './format';
import type { Scope } from './scope';
import { num, str, type SqlRunner } from './sql-runner';

export const RANKING_LIMIT = 100;

/**
 * Merchant ranking of one trade type (view 4 tab 1): {name, total, cnt, avg} by amount, best first, at most
 * `limit` rows; `shopName` keeps the merchants whose name contains it.
 */
export const merchantRanking = (
  sql: SqlRunner,
  scope: Scope,
  tradeType: number,
  shopName = '',
  limit = RANKING_LIMIT,
) => {
  const source = factSource('board_shop_day', scope, { trade_type: tradeType });
  // Merchants are summed first and named after: one lookup per merchant, not one per roll-up row.
  const rows = sql.all({
    sql: `SELECT m.name AS name, s.money, s.cnt
      FROM (SELECT shop_id, SUM(order_money) AS money, SUM(order_cnt) AS cnt FROM ${source.sql}
        GROUP BY shop_id HAVING SUM(row_cnt) > 0) s
      JOIN merchant_info m ON m.id = s.shop_id
      WHERE (? = '' OR instr(m.name, ?) > 0)
      ORDER BY s.money DESC, m.name LIMIT ?`,
    params: [...source.params, shopName, shopName, limit],
  });
  return rows.map((row) => ({
    name: str(row.name),
    total: yuan(num(row.money)),
    cnt: num(row.cnt),
    avg: average(num(row.money), num(row.cnt)),
  }));
};

export interface FormatRow {
  name: string;
  tradeType: number;
  cnt: number;
  pcnt: number;
  total: number;
  avg: number;
  orderCnt: number;
  percent: string;
}

/**
 * Business-format composition (view 4 tab 2): one row per business type of the tenant's categories, with
 * cnt = merchants that sold in the range, pcnt = items sold, total, orderCnt, avg and the share of the whole
 * amount; the three trade-type lists and their shares of the amount.
 */
export const formatComposition = (sql: SqlRunner, scope: Scope) => {
  const source = factSource('board_shop_day', scope);
  // Merchants that sold: per merchant first (a merchant whose subtracted days cancel its month sold nothing).
  const sold = sql.all({
    sql: `SELECT sub_category_id AS id, COUNT(*) AS shops, SUM(items) AS items, SUM(money) AS money, SUM(cnt) AS cnt
      FROM (SELECT sub_category_id, shop_id, SUM(product_cnt) AS items, SUM(order_money) AS money,
          SUM(order_cnt) AS cnt
        FROM ${source.sql} GROUP BY sub_category_id, shop_id HAVING SUM(row_cnt) > 0)
      GROUP BY sub_category_id`,
    params: source.params,
  });
  const types = sql.all({
    sql: `SELECT id, name, trade_type FROM merchant_category
      WHERE tenant_id = ? AND level = 2 AND is_deleted = 0 ORDER BY trade_type, sort, id`,
    params: [scope.tenantId],
  });
  const byId = new Map(sold.map((row) => [str(row.id), row]));
  const whole = sold.reduce((sum, row) => sum + num(row.money), 0);
  const tradeMoney = [0, 0, 0, 0];
  const rows: FormatRow[] = types.map((type) => {
    const row = byId.get(str(type.id));
    const money = num(row?.money);
    tradeMoney[num(type.trade_type)] += money;
    return {
      name: str(type.name),
      tradeType: num(type.trade_type),
      cnt: num(row?.shops),
      pcnt: num(row?.items),
      total: yuan(money),
      avg: average(money, num(row?.cnt)),
      orderCnt: num(row?.cnt),
      percent: percent(money, whole),
    };
  });
  const ranked = [...rows].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return {
    list: ranked,
    tiyan: ranked.filter((row) => row.tradeType === 1),
    baihuo: ranked.filter((row) => row.tradeType === 2),
    shenghuo: ranked.filter((row) => row.tradeType === 3),
    tiyanPercent: percent(tradeMoney[1], whole),
    baihuoPercent: percent(tradeMoney[2], whole),
    shenghuoPercent: percent(tradeMoney[3], whole),
  };
};
