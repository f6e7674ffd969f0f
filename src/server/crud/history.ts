import type { Database } from 'better-sqlite3';
import type { Identity } from '../auth/identity';
import { formatDateTime } from '../db/clock';
import type { IdGenerator } from '../db/ids';
import type { SqlValue } from '../http/wire';

/** One state change of one row, as the engine records it for the audit history dialogs. */
export interface HistoryEntry {
  readonly identity: Identity;
  readonly resource: string;
  readonly recordId: string;
  readonly action: string;
  readonly field: string;
  readonly from: SqlValue | undefined;
  readonly to: SqlValue;
  /** The reason or note the action carried (a rejection's reason). */
  readonly remark: string;
  readonly operatorName: string;
}

export interface HistoryRow {
  id: string;
  resource: string;
  record_id: string;
  action: string;
  field: string;
  from_state: string;
  to_state: string;
  remark: string;
  operator_id: string;
  operator_name: string;
  create_time: string;
}

/**
 * `common_audit_record`: every transition the engine applies, per row, in the transaction that applies it
 * (who, when, from which state to which, with what reason). Screens show it as a record's audit history.
 */
export const createHistory = (db: Database, ids: IdGenerator, now: () => number) => {
  const insert = db.prepare(
    `INSERT INTO common_audit_record (id, tenant_id, resource, record_id, action, field, from_state, to_state, remark,
       operator_id, operator_name, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[string, string, string], HistoryRow>(
    `SELECT id, resource, record_id, action, field, from_state, to_state, remark, operator_id, operator_name, create_time
     FROM common_audit_record WHERE tenant_id = ? AND resource = ? AND record_id = ? ORDER BY create_time DESC, id DESC`,
  );
  const text = (value: SqlValue | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    record(entry: HistoryEntry): void {
      insert.run(
        ids.next(),
        entry.identity.tenantId,
        entry.resource,
        entry.recordId,
        entry.action,
        entry.field,
        text(entry.from),
        text(entry.to),
        entry.remark,
        entry.identity.userId,
        entry.operatorName,
        formatDateTime(now()),
      );
    },
    /** A row's history, newest first. */
    of(tenantId: string, resource: string, recordId: string): HistoryRow[] {
      return select.all(tenantId, resource, recordId);
    },
  };
};

export type History = ReturnType<typeof createHistory>;
