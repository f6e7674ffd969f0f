import { z } from 'zod';
import { toPage } from '../../http/r';
import type { KeyFilters, SqlParam } from './fact-source';
import { factSource } from './fact-source';
import { yuan } from './format';
import type { Scope } from './scope';
import { num, str, type SqlRunner } from './sql-runner';
import type { OrderStatistics } from '../../../shared/bladex/order';
import { orderStatistics } from './trading';

/** A small enumeration value; '' (an empty select) means not given. */
export const enumParam = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

const code = (max: number, label: string) => enumParam(1, max, `${label}不正确`);

const like = z.string().trim().max(60).optional();

/** Filters of the transaction-dynamics list and its statistics (spec 000 §7, getList / orderStatistics). */
export const orderFilterQuery = z.object({
  productName: like,
  shopName: like,
  distributor: like,
  productType: code(7, '产品类型'),
  source: code(3, '订单来源'),
  tradeType: code(3, '交易构成'),
  payType: code(2, '支付方式'),
  payStatus: enumParam(0, 4, '支付状态不正确'),
});

export type OrderFilters = z.output<typeof orderFilterQuery>;

const keyFilters = (filters: OrderFilters): KeyFilters => ({
  product_type: filters.productType,
  source: filters.source,
  trade_type: filters.tradeType,
  pay_type: filters.payType,
});

/** Name searches and an explicit pay status are not roll-up keys: those lists read the rows. */
const needsRows = (filters: OrderFilters): boolean =>
  Boolean(filters.productName || filters.shopName || filters.distributor) || filters.payStatus !== undefined;

const rowWhere = (scope: Scope, filters: OrderFilters): { sql: string; params: SqlParam[] } => {
  const parts = ['tenant_id = ?', 'is_deleted = 0'];
  const params: SqlParam[] = [scope.tenantId];
  if (filters.payStatus === undefined)
    parts.push('pay_status IN (1, 2) AND pay_date IS NOT NULL AND length(pay_date) >= 10');
  else {
    parts.push('pay_status = ?');
    params.push(filters.payStatus);
  }
  if (scope.range) {
    parts.push('pay_date BETWEEN ? AND ?');
    params.push(scope.range.from, scope.range.to);
  }
  if (scope.region) {
    const column =
      scope.region.level === 'city' ? 'city_code' : scope.region.level === 'district' ? 'district_code' : 'town_code';
    parts.push(`${column} = ?`);
    params.push(scope.region.code);
  }
  const eq: [string, number | undefined][] = [
    ['product_type', filters.productType],
    ['source', filters.source],
    ['trade_type', filters.tradeType],
    ['pay_type', filters.payType],
  ];
  for (const [column, value] of eq) {
    if (value === undefined) continue;
    parts.push(`${column} = ?`);
    params.push(value);
  }
  const contains: [string, string | undefined][] = [
    ['product_name', filters.productName],
    ['shop_name', filters.shopName],
    ['distributor_name', filters.distributor],
  ];
  for (const [column, value] of contains) {
    if (!value) continue;
    parts.push(`instr(${column}, ?) > 0`);
    params.push(value);
  }
  return { sql: parts.join(' AND '), params };
};

/** Statistics of the list's filters: from the roll-up when it can answer, else from the rows. */
export const filteredStatistics = (sql: SqlRunner, scope: Scope, filters: OrderFilters): OrderStatistics => {
  if (!needsRows(filters)) return orderStatistics(sql, scope, keyFilters(filters));
  const where = rowWhere(scope, filters);
  const row = sql.get({
    sql: `SELECT COUNT(*) AS cnt, SUM(CAST(ROUND(order_money * 100) AS INTEGER)) AS money,
        SUM(CAST(ROUND(pay_money * 100) AS INTEGER)) AS pay,
        SUM(CAST(ROUND(discount_money * 100) AS INTEGER) + CAST(ROUND(shop_welfare * 100) AS INTEGER)) AS welfare,
        SUM(product_cnt) AS items FROM order_product WHERE ${where.sql}`,
    params: where.params,
  });
  return {
    orderCnt: num(row.cnt),
    orderMoney: yuan(num(row.money)),
    payMoney: yuan(num(row.pay)),
    welfareMoney: yuan(num(row.welfare)),
    productCnt: num(row.items),
  };
};

const LIST_COLUMNS = `id, product_name, product_type, source, distributor_name, order_money, pay_type, pay_status, pay_date,
  category_name, sub_category_name, shop_name, order_no`;

const FINANCE_COLUMNS = `${LIST_COLUMNS}, trade_type, product_cnt, discount_money, shop_welfare, pay_money, return_money,
  user_name, admin_status, order_type, district_name, town_name`;

type OrderRecord = Record<string, string | number>;

const toRecord = (row: Record<string, string | number | null>, finance: boolean): OrderRecord => {
  const record: OrderRecord = {
    id: str(row.id),
    productName: str(row.product_name),
    productType: num(row.product_type),
    source: num(row.source),
    distributor: str(row.distributor_name),
    orderMoney: num(row.order_money),
    payType: num(row.pay_type),
    payStatus: num(row.pay_status),
    payDate: str(row.pay_date),
    categoryName: str(row.category_name),
    subcategoryName: str(row.sub_category_name),
    shopName: str(row.shop_name),
    orderNo: str(row.order_no),
  };
  if (!finance) return record;
  return {
    ...record,
    tradeType: num(row.trade_type),
    productCnt: num(row.product_cnt),
    discountMoney: num(row.discount_money),
    shopWelfare: num(row.shop_welfare),
    payMoney: num(row.pay_money),
    returnMoney: num(row.return_money),
    userName: str(row.user_name),
    adminStatus: num(row.admin_status),
    orderType: row.order_type === null ? -1 : num(row.order_type),
    districtName: str(row.district_name),
    townName: str(row.town_name),
  };
};

/**
 * A page of the orders matching the filters, newest payment first. The total of an unfiltered-by-name list
 * is the roll-up's order count (the same figure the statistics call shows), so paging never counts rows.
 */
export const orderPage = (
  sql: SqlRunner,
  scope: Scope,
  filters: OrderFilters,
  current: number,
  size: number,
  finance = false,
) => {
  const where = rowWhere(scope, filters);
  const total = needsRows(filters)
    ? num(sql.get({ sql: `SELECT COUNT(*) AS n FROM order_product WHERE ${where.sql}`, params: where.params }).n)
    : orderStatistics(sql, scope, keyFilters(filters)).orderCnt;
  const rows = sql.all({
    sql: `SELECT ${finance ? FINANCE_COLUMNS : LIST_COLUMNS} FROM order_product WHERE ${where.sql}
      ORDER BY pay_date DESC, id DESC LIMIT ? OFFSET ?`,
    params: [...where.params, size, (current - 1) * size],
  });
  return toPage(
    rows.map((row) => toRecord(row, finance)),
    total,
    current,
    size,
  );
};

/** Link statistics: products by bookings (counted orders) in the range, best first, as a page. */
export const productBookPage = (sql: SqlRunner, scope: Scope, current: number, size: number) => {
  const source = factSource('board_product_day', scope);
  // Products are summed and paged first, then only the page's rows are named; the window count is the total.
  const ranked = `SELECT product_id, SUM(order_cnt) AS cnt, SUM(product_cnt) AS items, SUM(order_money) AS money
    FROM ${source.sql} GROUP BY product_id HAVING SUM(row_cnt) > 0`;
  const rows = sql.all({
    sql: `SELECT s.product_id, s.cnt, s.items, s.money, s.total, p.name AS product_name,
        p.merchant_name AS shop_name, p.type AS product_type
      FROM (SELECT g.*, COUNT(*) OVER () AS total FROM (${ranked}) g
        ORDER BY cnt DESC, money DESC, product_id LIMIT ? OFFSET ?) s
      LEFT JOIN merchant_product p ON p.id = s.product_id
      ORDER BY s.cnt DESC, s.money DESC, s.product_id`,
    params: [...source.params, size, (current - 1) * size],
  });
  // A page past the end has no row to carry the total.
  const total =
    rows.length > 0
      ? num(rows[0].total)
      : num(sql.get({ sql: `SELECT COUNT(*) AS n FROM (${ranked})`, params: source.params }).n);
  return toPage(
    rows.map((row) => ({
      productId: str(row.product_id),
      productName: str(row.product_name),
      shopName: str(row.shop_name),
      productType: num(row.product_type),
      bookCnt: num(row.cnt),
      productCnt: num(row.items),
      orderMoney: yuan(num(row.money)),
    })),
    total,
    current,
    size,
  );
};
