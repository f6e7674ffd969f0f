import type { OrderStatistics } from '../../../shared/bladex/order';
import type { Database } from 'better-sqlite3';
import type { SqlPart } from '../../crud/where';
import { cents } from '../../db/rollups/order-rollups';

const centsOf = (column: string): string => cents(column).replaceAll('$.', '');

/**
 * The statistics of the orders a list `where` selects, summed from the rows in integer cents (as the board's
 * roll-ups are) so a total is exact to the cent:
 *
 * - `orderCnt`: the orders; `productCnt`: their items (`product_cnt`);
 * - `orderMoney`: the order amounts; `payMoney`: what the buyers paid;
 * - `welfareMoney`: the deductions by coupons, the union coupon (`discount_money`) plus the merchant's
 *   consumption coupon (`shop_welfare`), the board's own definition (`orderStatistics`, view/statistics), so
 *   `orderMoney = payMoney + welfareMoney` for every order placed through the app.
 */
export const orderStatistics = (db: Database, where: SqlPart): OrderStatistics => {
  const row = db
    .prepare<
      unknown[],
      { cnt: number; money: number | null; pay: number | null; welfare: number | null; items: number | null }
    >(
      `SELECT COUNT(*) AS cnt, SUM(${centsOf('order_money')}) AS money, SUM(${centsOf('pay_money')}) AS pay,
        SUM(${centsOf('discount_money')} + ${centsOf('shop_welfare')}) AS welfare, SUM(product_cnt) AS items
      FROM order_product WHERE ${where.sql}`,
    )
    .get(...where.params);
  const yuan = (value: number | null | undefined) => Math.round(value ?? 0) / 100;
  return {
    orderCnt: row?.cnt ?? 0,
    orderMoney: yuan(row?.money),
    payMoney: yuan(row?.pay),
    welfareMoney: yuan(row?.welfare),
    productCnt: row?.items ?? 0,
  };
};
