import type { Database, Statement } from 'better-sqlite3';
import type { ResourceDef } from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import type { ReadMemo } from '../db/read-memo';
import { badRequest } from '../http/errors';
import { splitIds } from '../http/wire';
import { isPlatformAdministrator } from './grants';
import { anyOf, listColumnHasAny, placeholders, type SqlPart } from './where';

/** dict data_scope_type (bladex-contract.md §4). */
export const SCOPE_TYPE = { ALL: 1, SELF: 2, OWN_DEPT: 3, OWN_DEPT_AND_BELOW: 4, CUSTOM: 5 } as const;

interface ScopeRow {
  scope_column: string | null;
  scope_type: number | null;
  scope_value: string | null;
}

export interface DataScopes {
  /**
   * The row filter the caller's data scopes put on a resource's list, or undefined when nothing limits it.
   *
   * A scope applies when it hangs on the resource's menu (menu code = the definition's permission prefix) and
   * one of the caller's roles was granted it (`role/grant` dataScopeIds). Several scopes widen each other (OR);
   * one of type 1 (all) lifts the limit; no scope means no limit, and the administrator role is never limited
   * (as BladeX's DataScopeInterceptor does). Types: 2 own rows (`scope_column` = user id), 3 own departments,
   * 4 own departments and those below (`scope_column` holds a dept id or a comma list of them), 5 custom:
   * `scope_column` equals one of the comma-separated `scope_value`s. No SQL is ever taken from a scope row:
   * its column must be one of the table's columns, else the list is refused with a message naming it.
   */
  filterFor(identity: Identity, def: ResourceDef, tableColumns: ReadonlySet<string>): SqlPart | undefined;
}

export const createDataScopes = (db: Database, memo?: ReadMemo): DataScopes => {
  const scopeStatements = new Map<number, Statement<unknown[], unknown>>();
  const scopesFor = (identity: Identity, menuCode: string): ScopeRow[] => {
    const count = identity.roleIds.length;
    if (count === 0) return [];
    let statement = scopeStatements.get(count);
    if (!statement) {
      statement = db.prepare<unknown[], unknown>(
        `SELECT DISTINCT sd.scope_column, sd.scope_type, sd.scope_value FROM blade_scope_data sd
         JOIN blade_role_scope rs ON rs.scope_id = sd.id AND rs.scope_category = 1
         JOIN blade_role r ON r.id = rs.role_id AND r.is_deleted = 0 AND r.tenant_id = ?
         JOIN blade_menu m ON m.id = sd.menu_id AND m.is_deleted = 0
         WHERE sd.is_deleted = 0 AND m.code = ? AND rs.role_id IN (${placeholders(count)})`,
      );
      scopeStatements.set(count, statement);
    }
    return statement.all(identity.tenantId, menuCode, ...identity.roleIds) as ScopeRow[];
  };
  const deptsBelow = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0
     AND (',' || ancestors || ',') LIKE '%,' || ? || ',%'`,
  );

  return {
    filterFor(identity, def, tableColumns) {
      if (isPlatformAdministrator(identity)) return undefined;
      const key = `scopes:${identity.tenantId}:${identity.roleIds.join(',')}:${def.permission}`;
      const scopes = memo
        ? memo.get(key, () => scopesFor(identity, def.permission))
        : scopesFor(identity, def.permission);
      if (scopes.length === 0 || scopes.some((scope) => scope.scope_type === SCOPE_TYPE.ALL)) return undefined;
      const ownDepts = splitIds(identity.deptId);
      const parts: SqlPart[] = scopes.map((scope) => {
        const column = (scope.scope_column ?? '').trim();
        if (!tableColumns.has(column)) throw badRequest(`数据权限配置错误: 字段 ${column || '(空)'} 不存在`);
        switch (scope.scope_type) {
          case SCOPE_TYPE.SELF:
            return { sql: `${column} = ?`, params: [identity.userId] };
          case SCOPE_TYPE.OWN_DEPT:
            return listColumnHasAny(column, ownDepts);
          case SCOPE_TYPE.OWN_DEPT_AND_BELOW: {
            const below = ownDepts.flatMap((id) => deptsBelow.all(identity.tenantId, id).map((row) => row.id));
            return listColumnHasAny(column, [...new Set([...ownDepts, ...below])]);
          }
          case SCOPE_TYPE.CUSTOM: {
            const values = splitIds(scope.scope_value);
            return values.length === 0
              ? { sql: '1 = 0', params: [] }
              : { sql: `${column} IN (${placeholders(values.length)})`, params: values };
          }
          default:
            throw badRequest(`数据权限配置错误: 未知的权限类型 ${String(scope.scope_type)}`);
        }
      });
      return anyOf(parts);
    },
  };
};
