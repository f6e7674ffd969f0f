import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { Identity } from '../../auth/identity';
import { tenantFilter } from '../../db/tenant-scope';
import { toPage } from '../../http/r';
import type { Row } from '../../http/wire';
import { pageParams, textParam } from './page-params';

/** Products an entrance or a post may link: approved (`audit_status` 1) and on sale (`status` 1); the tenant's. */
const LINKABLE = 'is_deleted = 0 AND audit_status = 1 AND status = 1';
const COLUMNS = `id, merchant_id, merchant_name, type, industry_name, business_name, name, recommend_pic, combo_price,
  sale_num, cost_price, market_price, tag_key_name`;

/**
 * The linked-product picker of spec 001 §3 (its columns) and §7 (`auditState 1, status 1`): a page of the
 * tenant's linkable products, searched by name and merchant name, and one product by id. `isLinkable` is the
 * check a save makes, so a product taken off sale since the picker opened is refused.
 */
export const createProductPicker = (db: Database) => {
  const page = db.prepare<[string, string, string, number, number], Row>(
    `SELECT ${COLUMNS} FROM merchant_product WHERE ${tenantFilter()} AND ${LINKABLE}
     AND (? = '' OR instr(name, ?) > 0) ORDER BY sale_num DESC, id LIMIT ? OFFSET ?`,
  );
  const pageByMerchant = db.prepare<[string, string, string, string, string, number, number], Row>(
    `SELECT ${COLUMNS} FROM merchant_product WHERE ${tenantFilter()} AND ${LINKABLE}
     AND (? = '' OR instr(name, ?) > 0) AND (? = '' OR instr(merchant_name, ?) > 0)
     ORDER BY sale_num DESC, id LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[string, string, string, string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM merchant_product WHERE ${tenantFilter()} AND ${LINKABLE}
     AND (? = '' OR instr(name, ?) > 0) AND (? = '' OR instr(merchant_name, ?) > 0)`,
  );
  const one = db.prepare<[string, string], Row>(
    `SELECT ${COLUMNS} FROM merchant_product WHERE ${tenantFilter()} AND ${LINKABLE} AND id = ?`,
  );
  return {
    page(request: FastifyRequest, identity: Identity, toWire: (rows: Row[]) => unknown[]) {
      const { current, size, offset } = pageParams(request);
      const name = textParam(request, 'name');
      const merchant = textParam(request, 'merchantName');
      const rows = merchant
        ? pageByMerchant.all(identity.tenantId, name, name, merchant, merchant, size, offset)
        : page.all(identity.tenantId, name, name, size, offset);
      const total = count.get(identity.tenantId, name, name, merchant, merchant)?.n ?? 0;
      return toPage(toWire(rows), total, current, size);
    },
    detail: (identity: Identity, id: string): Row | undefined => one.get(identity.tenantId, id),
    isLinkable: (identity: Identity, id: string): boolean => one.get(identity.tenantId, id) !== undefined,
  };
};
