import type { Database } from 'better-sqlite3';
import { splitIds } from '../http/wire';

/**
 * blade_user.status: 1 normal; 2 blocked by an admin; 3 pending approval (a guest registration,
 * migration 004). Only 1 may sign in or use a token.
 */
export const USER_STATUS = { NORMAL: 1, BLOCKED: 2, PENDING: 3 } as const;

export interface UserRow {
  id: string;
  tenant_id: string;
  account: string;
  password: string;
  name: string | null;
  real_name: string | null;
  avatar: string | null;
  role_id: string;
  dept_id: string;
  post_id: string;
  status: number;
}

export interface TenantRow {
  tenant_id: string;
  tenant_name: string;
  expire_time: string | null;
  status: number;
}

export interface RoleRow {
  id: string;
  role_name: string;
  role_alias: string;
}

const USER_COLUMNS = 'id, tenant_id, account, password, name, real_name, avatar, role_id, dept_id, post_id, status';

/** Read-only look-ups of the sign-in path; nothing here writes. */
export const createAccounts = (db: Database) => {
  const tenant = db.prepare<[string], TenantRow>(
    'SELECT tenant_id, tenant_name, expire_time, status FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0',
  );
  const byAccount = db.prepare<[string, string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0`,
  );
  const byId = db.prepare<[string, string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const rolesOfTenant = db.prepare<[string], RoleRow>(
    'SELECT id, role_name, role_alias FROM blade_role WHERE tenant_id = ? AND is_deleted = 0',
  );
  const deptsOfTenant = db.prepare<[string], { id: string }>(
    'SELECT id FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0',
  );

  return {
    tenant: (tenantId: string): TenantRow | undefined => tenant.get(tenantId),
    user: (tenantId: string, account: string): UserRow | undefined => byAccount.get(tenantId, account),
    userById: (tenantId: string, id: string): UserRow | undefined => byId.get(tenantId, id),
    /** The user's roles that still exist in the tenant, in the order of the user's role_id list. */
    roles(user: UserRow): RoleRow[] {
      const all = new Map(rolesOfTenant.all(user.tenant_id).map((role) => [role.id, role]));
      return splitIds(user.role_id).flatMap((id) => all.get(id) ?? []);
    },
    depts(user: UserRow): string[] {
      const all = new Set(deptsOfTenant.all(user.tenant_id).map((dept) => dept.id));
      return splitIds(user.dept_id).filter((id) => all.has(id));
    },
  };
};

export type Accounts = ReturnType<typeof createAccounts>;

/** 'yyyy-MM-dd HH:mm:ss' is read as local time, matching how it was written. */
export const isTenantExpired = (tenant: TenantRow, nowMs: number): boolean => {
  if (!tenant.expire_time) return false;
  const expires = new Date(tenant.expire_time.replace(' ', 'T')).getTime();
  return Number.isFinite(expires) && expires < nowMs;
};
