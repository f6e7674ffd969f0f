import type { Database } from 'better-sqlite3';
import type { ReportColumn, ReportResult } from '../../../shared/bladex/ops';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';

interface ReportQuery {
  readonly columns: ReportColumn[];
  readonly chart: ReportResult['chart'];
  /** Parameters with their default, bounds inclusive. */
  readonly params: Readonly<Record<string, { label: string; fallback: number; min: number; max: number }>>;
  run(db: Database, tenantId: string, params: Readonly<Record<string, number>>, now: number): ReportResult['rows'];
}

/**
 * The named queries a saved report runs (`blade_report_file.query_name`), each over the caller's tenant and live
 * rows only. A new query is one entry here and one option of the report definition's `queryName`.
 */
export const REPORT_QUERIES: Readonly<Record<string, ReportQuery>> = {
  ordersByMerchant: {
    columns: [
      { name: 'merchant', label: '商户', kind: 'text' },
      { name: 'orderCount', label: '订单数', kind: 'number' },
      { name: 'payMoney', label: '实付金额（元）', kind: 'number' },
    ],
    chart: { label: 'merchant', value: 'payMoney' },
    params: { days: { label: '最近天数', fallback: 30, min: 1, max: 3660 } },
    run: (db, tenantId, params, now) =>
      db
        .prepare<[string, string], Record<string, string | number | null>>(
          `SELECT COALESCE(shop_name, shop_id) AS merchant, COUNT(*) AS orderCount, ROUND(SUM(pay_money), 2) AS payMoney
           FROM order_product WHERE tenant_id = ? AND is_deleted = 0 AND pay_status IN (1, 2) AND pay_date >= ?
           GROUP BY shop_id ORDER BY payMoney DESC, merchant LIMIT 50`,
        )
        .all(tenantId, formatDateTime(now - (params.days ?? 30) * 86_400_000)),
  },
  merchantsByCategory: {
    columns: [
      { name: 'category', label: '行业', kind: 'text' },
      { name: 'merchantCount', label: '商户数', kind: 'number' },
    ],
    chart: { label: 'category', value: 'merchantCount' },
    params: {},
    run: (db, tenantId) =>
      db
        .prepare<[string], Record<string, string | number | null>>(
          `SELECT COALESCE(category_name, '未分类') AS category, COUNT(*) AS merchantCount FROM merchant_info
           WHERE tenant_id = ? AND is_deleted = 0 GROUP BY category_name ORDER BY merchantCount DESC, category`,
        )
        .all(tenantId),
  },
};

/** The parameters of a run: the saved defaults, overridden by the request; out of bounds is a 400 naming it. */
export const reportParams = (
  query: ReportQuery,
  saved: Readonly<Record<string, unknown>>,
  given: Readonly<Record<string, unknown>>,
): Record<string, number> =>
  Object.fromEntries(
    Object.entries(query.params).map(([name, spec]) => {
      const raw = given[name] ?? saved[name] ?? spec.fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < spec.min || value > spec.max) {
        throw badRequest(`${spec.label}须为 ${spec.min}–${spec.max} 的整数`);
      }
      return [name, value];
    }),
  );
