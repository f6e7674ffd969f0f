import type { Database } from 'better-sqlite3';
import { resourceText, userResource } from '../../../shared/resources/index';
import { badRequest } from '../../http/errors';

/** `当前账号已被使用!`: the user form's own unique message, the one every account check answers with. */
export const ACCOUNT_TAKEN = resourceText(userResource.fields.find((field) => field.name === 'account')?.unique ?? '');

/**
 * One account namespace per tenant over real users (`blade_user`) and virtual users (`blade_user_virtual`),
 * so an author handle an app shows never also names someone who signs in. Each table's own unique check (the
 * generic submit, its partial unique index) covers its side; these read the other table. Callers run them
 * inside the write's transaction, so no write of the other table can slip in between the check and the write.
 */
export interface AccountClaims {
  /** A live real user of the tenant holds the account. */
  heldByUser(tenantId: string, account: string): boolean;
  /** A live virtual user of the tenant holds the account. */
  heldByVirtual(tenantId: string, account: string): boolean;
  /** Refuses (400 当前账号已被使用!) an account a live virtual user of the tenant holds. */
  refuseVirtual(tenantId: string, account: unknown): void;
  /** Refuses (400 当前账号已被使用!) an account a live real user of the tenant holds. */
  refuseUser(tenantId: string, account: unknown): void;
}

export const createAccountClaims = (db: Database): AccountClaims => {
  const user = db.prepare<[string, string], { hit: number }>(
    'SELECT 1 AS hit FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0 LIMIT 1',
  );
  const virtual = db.prepare<[string, string], { hit: number }>(
    'SELECT 1 AS hit FROM blade_user_virtual WHERE tenant_id = ? AND account = ? AND is_deleted = 0 LIMIT 1',
  );
  const heldByUser = (tenantId: string, account: string) => user.get(tenantId, account) !== undefined;
  const heldByVirtual = (tenantId: string, account: string) => virtual.get(tenantId, account) !== undefined;
  // A patch that leaves the account out has nothing to check.
  const named = (account: unknown): account is string => typeof account === 'string' && account !== '';
  return {
    heldByUser,
    heldByVirtual,
    refuseVirtual(tenantId, account) {
      if (named(account) && heldByVirtual(tenantId, account)) throw badRequest(ACCOUNT_TAKEN);
    },
    refuseUser(tenantId, account) {
      if (named(account) && heldByUser(tenantId, account)) throw badRequest(ACCOUNT_TAKEN);
    },
  };
};
