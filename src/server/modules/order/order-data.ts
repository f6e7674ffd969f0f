import type { FastifyRequest } from 'fastify';
import { routeModule } from '../../crud/resource-module';
import { queryOf, withAnyGrant } from '../../crud/route-guards';
import { allOf, type SqlPart } from '../../crud/where';
import { tenantFilter } from '../../db/tenant-scope';
import { badRequest } from '../../http/errors';
import type { OperationDeductDays, OperationShopTotals, OperationTotals } from '../../../shared/bladex';
import { R, toPage } from '../../http/r';
import type { Row } from '../../http/wire';
import { COUNTED_SQL } from './order-filters';

const CODES = ['order_operation_data', 'order_operation_data_view'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const cents = (column: string) => `CAST(ROUND(${column} * 100) AS INTEGER)`;

interface Filters {
  readonly where: SqlPart;
  readonly current: number;
  readonly size: number;
}

const text = (query: Record<string, unknown>, name: string): string | undefined => {
  const value = query[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * `current`/`size` (1–1000), `startDate`/`endDate` (yyyy-MM-dd, both ends included) over `dateColumn`, the shop.
 * `where` holds the tenant's parameter first: every statement starts its WHERE with `${tenantFilter()} AND`.
 */
const filtersOf = (request: FastifyRequest, tenantId: string, dateColumn: string, alias = ''): Filters => {
  const query = queryOf(request);
  const current = Number(query.current ?? 1);
  const size = Number(query.size ?? 10);
  if (!Number.isInteger(current) || current < 1) throw badRequest('参数错误: current 应为正整数');
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw badRequest('参数错误: size 应为1至1000的整数');
  const parts: SqlPart[] = [{ sql: `${alias}is_deleted = 0`, params: [] }];
  const start = text(query, 'startDate');
  const end = text(query, 'endDate');
  for (const [name, value] of [
    ['startDate', start],
    ['endDate', end],
  ] as const)
    if (value !== undefined && !DAY.test(value)) throw badRequest(`参数错误: ${name} 应为 yyyy-MM-dd`);
  if (start && end && start > end) throw badRequest('开始时间不能晚于结束时间');
  if (start) parts.push({ sql: `${alias}${dateColumn} >= ?`, params: [`${start} 00:00:00`] });
  if (end) parts.push({ sql: `${alias}${dateColumn} <= ?`, params: [`${end} 23:59:59`] });
  const shopId = text(query, 'shopId');
  if (shopId) parts.push({ sql: `${alias}shop_id = ?`, params: [shopId] });
  const shopName = text(query, 'shopName');
  if (shopName)
    parts.push({ sql: `${alias}shop_name LIKE ? ESCAPE '\\'`, params: [`%${shopName.replace(/[\\%_]/g, '\\$&')}%`] });
  const filters = allOf(parts);
  return { where: { sql: filters.sql, params: [tenantId, ...filters.params] }, current, size };
};

/**
 * Operation data (`/blade-operation/orderData/*`, `/order/operation-data`): per-shop order figures and deductions
 * for a pay-date range, summed in integer cents and answered in yuan. A shop's deals are the board's deals
 * (paid or written off with a pay date), so these totals equal the board's for the same range.
 */
export default routeModule('orderData', (app, services) => {
  const { db } = services.ctx;
  const base = '/blade-operation/orderData';
  const shopTotals = (where: SqlPart) =>
    `SELECT shop_id AS shopId, MAX(shop_name) AS shopName, COUNT(*) AS orderCnt,
       SUM(${cents('order_money')}) AS orderMoney, SUM(${cents('pay_money')}) AS payMoney,
       SUM(CASE WHEN ${COUNTED_SQL} THEN 1 ELSE 0 END) AS dealCnt,
       SUM(CASE WHEN ${COUNTED_SQL} THEN ${cents('pay_money')} ELSE 0 END) AS dealMoney
     FROM order_product WHERE ${tenantFilter()} AND ${where.sql} GROUP BY shop_id`;
  type ShopRow = {
    shopId: string;
    shopName: string | null;
    orderCnt: number;
    orderMoney: number;
    payMoney: number;
    dealCnt: number;
    dealMoney: number;
  };
  const inYuan = (row: ShopRow): OperationShopTotals => ({
    ...row,
    shopName: row.shopName ?? '',
    orderMoney: row.orderMoney / 100,
    payMoney: row.payMoney / 100,
    dealMoney: row.dealMoney / 100,
  });

  app.get(`${base}/getShopOrderTotalCountPage`, async (request) => {
    const identity = withAnyGrant(services, request, CODES);
    const { where, current, size } = filtersOf(request, identity.tenantId, 'pay_date');
    const total =
      db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM (${shopTotals(where)})`).get(...where.params)
        ?.n ?? 0;
    const rows = db
      .prepare<unknown[], ShopRow>(`${shopTotals(where)} ORDER BY dealMoney DESC, shopId LIMIT ? OFFSET ?`)
      .all(...where.params, size, (current - 1) * size);
    return R.data(toPage(rows.map(inYuan), total, current, size));
  });

  app.get(`${base}/sumShopOrderTotalCount`, async (request) => {
    const identity = withAnyGrant(services, request, CODES);
    const { where } = filtersOf(request, identity.tenantId, 'pay_date');
    const row = db
      .prepare<
        unknown[],
        {
          shopCnt: number;
          orderCnt: number;
          orderMoney: number | null;
          payMoney: number | null;
          dealCnt: number | null;
          dealMoney: number | null;
        }
      >(
        `SELECT COUNT(*) AS shopCnt, SUM(orderCnt) AS orderCnt, SUM(orderMoney) AS orderMoney, SUM(payMoney) AS payMoney,
           SUM(dealCnt) AS dealCnt, SUM(dealMoney) AS dealMoney FROM (${shopTotals(where)})`,
      )
      .get(...where.params);
    const totals: OperationTotals = {
      shopCnt: row?.shopCnt ?? 0,
      orderCnt: row?.orderCnt ?? 0,
      orderMoney: (row?.orderMoney ?? 0) / 100,
      payMoney: (row?.payMoney ?? 0) / 100,
      dealCnt: row?.dealCnt ?? 0,
      dealMoney: (row?.dealMoney ?? 0) / 100,
    };
    return R.data(totals);
  });

  /** The rows of one table for the filters, newest `dateColumn` first, paged as the lists answer. */
  const rowsPage = (table: 'order_product' | 'order_deduct', dateColumn: string) => async (request: FastifyRequest) => {
    const identity = withAnyGrant(services, request, CODES);
    const { where, current, size } = filtersOf(request, identity.tenantId, dateColumn);
    const total =
      db
        .prepare<unknown[], { n: number }>(
          `SELECT COUNT(*) AS n FROM ${table} WHERE ${tenantFilter()} AND ${where.sql}`,
        )
        .get(...where.params)?.n ?? 0;
    const rows = db
      .prepare<unknown[], Row>(
        `SELECT * FROM ${table} WHERE ${tenantFilter()} AND ${where.sql} ORDER BY ${dateColumn} DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...where.params, size, (current - 1) * size);
    return R.data(toPage(services.ctx.wire.rows(rows), total, current, size));
  };
  app.get(`${base}/getShopOrderPage`, rowsPage('order_product', 'pay_date'));
  app.get(`${base}/getOrderDeductPage`, rowsPage('order_deduct', 'deduct_date'));

  app.get(`${base}/getDeductMoneyCountByDateRange`, async (request) => {
    const identity = withAnyGrant(services, request, CODES);
    const { where } = filtersOf(request, identity.tenantId, 'deduct_date');
    const rows = db
      .prepare<unknown[], { day: string; cnt: number; money: number }>(
        `SELECT substr(deduct_date, 1, 10) AS day, COUNT(*) AS cnt, SUM(${cents('deduct_money')}) AS money
         FROM order_deduct WHERE ${tenantFilter()} AND ${where.sql} GROUP BY day ORDER BY day`,
      )
      .all(...where.params);
    const days = rows.map((row) => ({ date: row.day, deductCnt: row.cnt, deductMoney: row.money / 100 }));
    const totalCents = rows.reduce((sum, row) => sum + row.money, 0);
    const answer: OperationDeductDays = {
      days,
      deductCnt: rows.reduce((sum, row) => sum + row.cnt, 0),
      deductMoney: totalCents / 100,
    };
    return R.data(answer);
  });
});
