import type { Database } from 'better-sqlite3';
import type { Identity } from '../../auth/identity';
import type { WireObject } from '../../http/wire';

/** Paid and written-off orders (`pay_status` 1, 2) count as turnover; refunds and cancellations do not. */
const SOLD = '(1, 2)';

/**
 * The statistics columns of the shop lists: the orders and turnover (yuan) of each shop's merchant, from
 * `order_product` (whose `shop_id` is the merchant's id), of the caller's tenant, one grouped query per page.
 */
export const shopStatistics = (db: Database) => {
  const statement = db.prepare<[string, string], { shop_id: string; n: number; amount: number }>(
    `SELECT shop_id, COUNT(*) AS n, COALESCE(SUM(pay_money), 0) AS amount FROM order_product
     WHERE tenant_id = ? AND is_deleted = 0 AND pay_status IN ${SOLD}
       AND shop_id IN (SELECT value FROM json_each(?)) GROUP BY shop_id`,
  );
  return (rows: WireObject[], identity: Identity): WireObject[] => {
    const merchants = [...new Set(rows.map((row) => String(row.merchantId ?? '')))].filter(Boolean);
    if (merchants.length === 0) return rows;
    const figures = new Map(
      statement.all(identity.tenantId, JSON.stringify(merchants)).map((row) => [row.shop_id, row] as const),
    );
    return rows.map((row) => {
      const figure = figures.get(String(row.merchantId ?? ''));
      return { ...row, orderCount: figure?.n ?? 0, orderAmount: Math.round((figure?.amount ?? 0) * 100) / 100 };
    });
  };
};
