import type { Migration } from './types';

/**
 * `common_audit_record`: the history of every state transition the resource engine applies (audits, write-offs,
 * refunds ...), one row per record and change, written in the transaction of the change (src/server/crud/history.ts).
 */
export const migrationAuditHistory: Migration = {
  version: 202611261500,
  name: 'audit-history',
  sql: `
CREATE TABLE common_audit_record (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  resource TEXT NOT NULL,
  record_id TEXT NOT NULL,
  action TEXT NOT NULL,
  field TEXT NOT NULL,
  from_state TEXT NOT NULL DEFAULT '',
  to_state TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  operator_id TEXT NOT NULL,
  operator_name TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL
);
CREATE INDEX idx_common_audit_record_row ON common_audit_record (tenant_id, resource, record_id, create_time);
`,
};
