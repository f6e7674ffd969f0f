import type { Database, Statement } from 'better-sqlite3';
import type { ResourceDef } from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import type { ReadMemo } from '../db/read-memo';
import { forbidden, preAuthDenied } from './forbidden';
import { placeholders } from './where';

/** The platform operator's role: reads every resource whatever its grants (BladeX administrator). */
export const SUPER_ROLE = 'administrator';
/** The tenant that owns platform-wide (tenant-less) tables. */
export const PLATFORM_TENANT = '000000';

/**
 * The platform operator: the administrator alias in tenant 000000 only, so a tenant that names one of its
 * roles `administrator` gains nothing beyond its own grants.
 */
export const isPlatformAdministrator = (identity: Identity): boolean =>
  identity.tenantId === PLATFORM_TENANT && identity.roleAliases.includes(SUPER_ROLE);

export interface Grants {
  /** Menu and button codes the caller's roles hold (roles of the token's tenant only). */
  codes(identity: Identity): Set<string>;
  has(identity: Identity, code: string): boolean;
  /** 403 unless the caller's roles hold the button code. */
  requireButton(identity: Identity, code: string): void;
  /**
   * Reads (list, detail, lazy lists): the resource's menu, or its `_view` button, or the administrator role; for a
   * definition with `readRoles`, one of those role aliases only (else 401, as BladeX's `@PreAuth`).
   * Pickers (`tree`, `select`) are open to any signed-in user of the tenant: they carry names only and other
   * screens' forms need them (the user form picks roles and departments).
   */
  requireRead(identity: Identity, def: ResourceDef): void;
  /**
   * Writes: the button code, and for platform-wide tables (no tenant_id) a caller of tenant 000000, so one
   * tenant's operator never changes rows every tenant shares.
   */
  requireWrite(identity: Identity, def: ResourceDef, code: string): void;
}

/**
 * Grants are read per request from blade_role_menu, so a role's new grant takes effect on the next call. With
 * `tenantMenus`, a grant outside the menus of the caller's tenant package counts for nothing (tenant-menus.ts).
 */
export const createGrants = (
  db: Database,
  tenantMenus?: { limitFor(tenantId: string): ReadonlySet<string> | null },
  memo?: ReadMemo,
): Grants => {
  const statements = new Map<number, Statement<unknown[], unknown>>();
  const statementFor = (count: number) => {
    let statement = statements.get(count);
    if (!statement) {
      statement = db.prepare<unknown[], unknown>(
        `SELECT DISTINCT m.id, m.code FROM blade_role_menu rm
         JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
         JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
         WHERE rm.role_id IN (${placeholders(count)})`,
      );
      statements.set(count, statement);
    }
    return statement;
  };
  const readCodes = (identity: Identity): Set<string> => {
    if (identity.roleIds.length === 0) return new Set();
    const rows = statementFor(identity.roleIds.length).all(identity.tenantId, ...identity.roleIds) as {
      id: string;
      code: string;
    }[];
    const limit = tenantMenus?.limitFor(identity.tenantId);
    return new Set(rows.filter((row) => !limit || limit.has(row.id)).map((row) => row.code));
  };
  // Reused until the next write only (db/read-memo.ts): a revoked grant is a write, seen by the next request.
  // Checks read the shared set as it is; only `codes` hands out a copy, which its caller may change.
  const heldBy = (identity: Identity): ReadonlySet<string> =>
    memo
      ? memo.get(`grants:${identity.tenantId}:${identity.roleIds.join(',')}`, () => readCodes(identity))
      : readCodes(identity);
  const codes = (identity: Identity): Set<string> => new Set(heldBy(identity));
  // One code is looked up on its own (uq_menu_code, then the role's grant by its unique index): a button check
  // right after a write, when the memo has just started over, would otherwise read every code the roles hold
  // (all of them for an administrator: about 2.5 ms a write-off at the counter, issue 11's benchmark).
  const holdStatements = new Map<number, Statement<unknown[], string>>();
  const holdStatementFor = (count: number) => {
    let statement = holdStatements.get(count);
    if (!statement) {
      statement = db
        .prepare<unknown[], string>(
          `SELECT m.id FROM blade_menu m
           JOIN blade_role_menu rm ON rm.menu_id = m.id AND rm.role_id IN (${placeholders(count)})
           JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
           WHERE m.code = ? AND m.is_deleted = 0`,
        )
        .pluck();
      holdStatements.set(count, statement);
    }
    return statement;
  };
  const holds = (identity: Identity, code: string): boolean => {
    if (identity.roleIds.length === 0) return false;
    const menuIds = holdStatementFor(identity.roleIds.length).all(...identity.roleIds, identity.tenantId, code);
    const limit = tenantMenus?.limitFor(identity.tenantId);
    return menuIds.some((id) => !limit || limit.has(id));
  };
  const has = (identity: Identity, code: string): boolean =>
    memo
      ? memo.get(`grant:${identity.tenantId}:${identity.roleIds.join(',')}:${code}`, () => holds(identity, code))
      : holds(identity, code);
  const requireButton = (identity: Identity, code: string) => {
    if (!has(identity, code)) throw forbidden();
  };
  return {
    codes,
    has,
    requireButton,
    requireRead(identity, def) {
      // A controller guarded by @PreAuth roles instead of menus (the logs): BladeX's denial, HTTP 401 请求未授权.
      if (def.readRoles) {
        if (!identity.roleAliases.some((alias) => def.readRoles?.includes(alias))) throw preAuthDenied();
        return;
      }
      if (isPlatformAdministrator(identity)) return;
      const held = heldBy(identity);
      // The definition's own menu, or the menu of one of its views (the read-only merchant list), or their view button.
      const prefixes = [def.permission, ...(def.views ?? []).map((view) => view.permission)];
      if (!prefixes.some((prefix) => held.has(prefix) || held.has(`${prefix}_view`))) throw forbidden();
    },
    requireWrite(identity, def, code) {
      if (!def.tenantScoped && identity.tenantId !== PLATFORM_TENANT) throw forbidden();
      requireButton(identity, code);
    },
  };
};
