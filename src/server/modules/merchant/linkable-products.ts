import type { Database } from 'better-sqlite3';
import { tenantFilter } from '../../db/tenant-scope';
import type { Row } from '../../http/wire';

/** The page the product pickers ask for: `current`, `size` (1–100), a name fragment and an optional type. */
export interface LinkableQuery {
  readonly tenantId: string;
  readonly name?: string;
  readonly type?: number;
  readonly current: number;
  readonly size: number;
}

/**
 * Products a form may link (spec 001 §2 "Linked-product picker"): passed review (`audit_status` 1) and on sale
 * (`status` 1), of the caller's tenant, not removed; newest first. Shared by `product/getScenicData` (scenic
 * tickets) and `circle/product/allProduct`.
 */
export const linkableProducts = (db: Database) => {
  const where = `is_deleted = 0 AND audit_status = 1 AND status = 1
    AND (? = '' OR name LIKE '%' || ? || '%') AND (? IS NULL OR type = ?)`;
  const count = db.prepare<unknown[], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_product WHERE ${tenantFilter()} AND ${where}`,
  );
  const page = db.prepare<unknown[], Row>(
    `SELECT id, name, merchant_id, merchant_name, type, combo_price, market_price, recommend_pic, sale_num
     FROM merchant_product WHERE ${tenantFilter()} AND ${where} ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`,
  );
  return (query: LinkableQuery): { rows: Row[]; total: number } => {
    const name = query.name ?? '';
    const type = query.type ?? null;
    const params = [query.tenantId, name, name, type, type];
    const total = count.get(...params)?.n ?? 0;
    const rows = page.all(...params, query.size, (query.current - 1) * query.size);
    return { rows, total };
  };
};

/** `current`/`size` of a picker's query: whole numbers, size 1–100, else the defaults 1 and 10. */
export const pickerPage = (query: Readonly<Record<string, unknown>>): { current: number; size: number } => {
  const current = Math.max(1, Math.floor(Number(query.current)) || 1);
  const size = Math.min(100, Math.max(1, Math.floor(Number(query.size)) || 10));
  return { current, size };
};
