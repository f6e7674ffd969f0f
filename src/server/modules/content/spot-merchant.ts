import type { Database } from 'better-sqlite3';
import type { Identity } from '../../auth/identity';
import type { ColumnValues } from '../../crud/resource-store';
import { badRequest } from '../../http/errors';

/**
 * An itinerary spot's merchant (one, optional): a live merchant of the tenant, whose name and business type are
 * copied onto the spot so the app shows them without a join. Clearing the merchant clears the copies.
 */
export const createSpotMerchant = (db: Database) => {
  const merchant = db.prepare<[string, string], { name: string; sub_category_name: string | null }>(
    'SELECT name, sub_category_name FROM merchant_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return (identity: Identity, values: ColumnValues, refusal = '所选商户不存在'): void => {
    if (values.merchant_id === undefined) return;
    if (values.merchant_id === null || values.merchant_id === '') {
      Object.assign(values, { merchant_name: null, merchant_category: null });
      return;
    }
    const row = merchant.get(identity.tenantId, String(values.merchant_id));
    if (!row) throw badRequest(refusal);
    Object.assign(values, { merchant_name: row.name, merchant_category: row.sub_category_name ?? '' });
  };
};
