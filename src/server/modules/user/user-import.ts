import type { Database } from 'better-sqlite3';
import { USER_STATUS } from '../../auth/accounts';
import { hashPassword, md5Hex } from '../../auth/password';
import type { CrudServices } from '../../crud/crud-services';
import type { ImportHooks } from '../../crud/import-hooks';
import { badRequest } from '../../http/errors';
import { ACCOUNT_TAKEN, createAccountClaims } from './account-claims';
import { BLADEX_HEADERS, sampleRow } from './user-import-columns';

/** BladeX CommonConstant.DEFAULT_PASSWORD, when the `account.initPassword` parameter is unset. */
const DEFAULT_INIT_PASSWORD = '123456';

const firstName = (db: Database, table: 'blade_role' | 'blade_dept' | 'blade_post', column: string, tenantId: string) =>
  db
    .prepare<[string], { name: string }>(
      `SELECT ${column} AS name FROM ${table} WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id LIMIT 1`,
    )
    .get(tenantId)?.name ?? '';

/**
 * What users add to the engine's import (bladex-contract.md §6 `export-template` / `import-user`, served as
 * aliases of the engine's verbs by the definition's `bladexVerbs`): BladeX's own headers; an example row naming a
 * real role, department and post of the tenant; a new user's initial password (`account.initPassword`), checked
 * by the form's own rules and hashed once for the whole file, as reset-password does (each user's own password
 * gets its own salt when they change it); the account namespace shared with virtual users; the tenant's
 * account quota. Roles, departments and posts are named in the sheet and found in the caller's tenant by the
 * engine; covering an existing account never touches its password.
 */
export const createUserImportHooks = ({ ctx }: CrudServices): ImportHooks => {
  const { db } = ctx;
  const claims = createAccountClaims(db);
  const quota = db.prepare<[string], { account_number: number }>(
    'SELECT account_number FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0',
  );
  const userCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0',
  );
  const initialPassword = () => ctx.param('account.initPassword') || DEFAULT_INIT_PASSWORD;

  return {
    headerAliases: BLADEX_HEADERS,
    sampleRow: ({ tenantId }) =>
      sampleRow({
        role: firstName(db, 'blade_role', 'role_name', tenantId),
        dept: firstName(db, 'blade_dept', 'dept_name', tenantId),
        post: firstName(db, 'blade_post', 'post_name', tenantId),
      }),
    completeRow(input, mode) {
      if (mode !== 'create') return;
      const password = initialPassword();
      Object.assign(input, { password, password2: password });
    },
    // One account namespace with the virtual users (account-claims.ts).
    checkRow: ({ identity, values }) =>
      typeof values.account === 'string' && claims.heldByVirtual(identity.tenantId, values.account)
        ? { account: ACCOUNT_TAKEN }
        : undefined,
    checkPlan(plan, identity) {
      const creates = plan.rows.filter((row) => row.mode === 'create').length;
      const limit = quota.get(identity.tenantId)?.account_number ?? -1;
      if (limit >= 0 && (userCount.get(identity.tenantId)?.n ?? 0) + creates > limit)
        throw badRequest('当前租户已到最大账号额度!');
    },
    async beforeImport(plan) {
      const creates = plan.rows.filter((row) => row.mode === 'create');
      if (creates.length === 0) return;
      const hash = await hashPassword(md5Hex(initialPassword()));
      for (const { values } of creates) Object.assign(values, { password: hash, status: USER_STATUS.NORMAL });
    },
    // The user module's write hooks hash each password and check ids; here names were looked up in the tenant
    // and one hash serves the file.
    writeHooks: {},
  };
};
