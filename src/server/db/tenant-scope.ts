import type { Identity } from '../auth/identity';

/**
 * The one helper hand-written SQL uses to reach a tenant table (issue 18 item 14): the caller's tenant as a
 * condition and its parameter, taken from the verified token, never from the request. `tests/server/
 * tenant-sql-scan.test.ts` reads every statement of src/server and fails on one that touches a tenant table without
 * the tenant in it. The generic CRUD routes scope through `store.scope()` instead.
 *
 *   db.prepare(`SELECT ... FROM blade_post WHERE ${tenantFilter('p')} AND p.is_deleted = 0`).all(...tenantParams(identity))
 */
export const tenantFilter = (alias = ''): string => `${alias ? `${alias}.` : ''}tenant_id = ?`;

/** The parameters of one `tenantFilter()`. */
export const tenantParams = (identity: Pick<Identity, 'tenantId'>): [string] => [identity.tenantId];

/** What the scan looks for in a template literal that builds its condition with the helper. */
export const TENANT_FILTER_MARK = '${tenantFilter(';
