import type { Database } from 'better-sqlite3';

/** Rows per review state, as the tabs of an audited list show them. */
export interface AuditCounts {
  readonly total: number;
  readonly pending: number;
  readonly passed: number;
  readonly rejected: number;
}

/**
 * `getDataCount` of an audited table (distributors, travel configs): the caller's live rows per `audit_status`
 * (0 pending, 1 passed, 2 rejected), optionally of one `config_type`. The table name is the definition's own,
 * never the request's.
 */
export const auditCounter = (db: Database, table: string, byType = false) => {
  const statement = db.prepare<unknown[], AuditCounts>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(audit_status = 0), 0) AS pending,
       COALESCE(SUM(audit_status = 1), 0) AS passed, COALESCE(SUM(audit_status = 2), 0) AS rejected
     FROM ${table} WHERE tenant_id = ? AND is_deleted = 0${byType ? ' AND (? IS NULL OR config_type = ?)' : ''}`,
  );
  return (tenantId: string, type?: number): AuditCounts => {
    const params = byType ? [tenantId, type ?? null, type ?? null] : [tenantId];
    return statement.get(...params) ?? { total: 0, pending: 0, passed: 0, rejected: 0 };
  };
};
