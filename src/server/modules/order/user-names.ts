import type { Database } from 'better-sqlite3';
import type { Identity } from '../../auth/identity';
import { tenantFilter, tenantParams } from '../../db/tenant-scope';
import type { WireObject } from '../../http/wire';

/**
 * Adds `updateUserName`, the real name of the back-office user who last changed each row (spec 002 §3 lists it
 * among the order fields; BladeX's VO joins it from the user table), to rows about to be answered. One query for
 * the whole page; a row changed by no known user gets ''.
 */
export const createUpdateUserNames = (db: Database) => {
  const names = db.prepare<[string, string], { id: string; name: string | null }>(
    `SELECT id, COALESCE(NULLIF(real_name, ''), name, account) AS name FROM blade_user
     WHERE ${tenantFilter()} AND id IN (SELECT value FROM json_each(?))`,
  );
  return (rows: WireObject[], identity: Pick<Identity, 'tenantId'>): WireObject[] => {
    const ids = [...new Set(rows.map((row) => String(row.updateUser ?? '')).filter((id) => id !== ''))];
    const byId = new Map(
      ids.length === 0
        ? []
        : names.all(...tenantParams(identity), JSON.stringify(ids)).map((row) => [row.id, row.name ?? '']),
    );
    return rows.map((row) => ({ ...row, updateUserName: byId.get(String(row.updateUser ?? '')) ?? '' }));
  };
};
