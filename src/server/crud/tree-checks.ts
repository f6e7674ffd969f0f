import type { Database } from 'better-sqlite3';
import { badRequest } from '../http/errors';

/**
 * Parent rules of id/parent_id trees (roles, menus, departments, dictionaries): the parent is '0' or a live row
 * of the same scope, and never the row itself nor one of its descendants (which would cut the branch loose).
 */
export const createTreeChecks = (db: Database, table: string, tenantScoped: boolean) => {
  const tenant = tenantScoped ? 'AND tenant_id = ?' : '';
  const parentOf = db.prepare<unknown[], { parent_id: string }>(
    `SELECT parent_id FROM ${table} WHERE id = ? AND is_deleted = 0 ${tenant}`,
  );
  const childCount = db.prepare<unknown[], { n: number }>(
    `SELECT COUNT(*) AS n FROM ${table} WHERE parent_id = ? AND is_deleted = 0 ${tenant}`,
  );
  const args = (id: string, tenantId: string) => (tenantScoped ? [id, tenantId] : [id]);
  return {
    checkParent(tenantId: string, parentId: string, selfId?: string): void {
      if (parentId === '0') return;
      if (!parentOf.get(...args(parentId, tenantId))) throw badRequest('上级不存在或已被删除');
      // Walk up from the new parent: meeting the row itself means a loop.
      let current: string | undefined = parentId;
      for (let depth = 0; current && current !== '0' && depth < 1000; depth += 1) {
        if (current === selfId) throw badRequest('上级不能选择自身或其下级');
        current = parentOf.get(...args(current, tenantId))?.parent_id;
      }
    },
    refuseWithChildren(tenantId: string, ids: readonly string[]): void {
      for (const id of ids) {
        if ((childCount.get(...args(id, tenantId))?.n ?? 0) > 0) throw badRequest('请先删除子节点');
      }
    },
  };
};
