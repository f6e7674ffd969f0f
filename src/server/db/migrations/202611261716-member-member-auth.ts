import type { Migration } from './types';

/** `member_auth`: the table of the member/memberAuth definition, as `createTableSql` made it. */
export const migration202611261648: Migration = {
  version: 202611261716,
  name: 'member-member-auth',
  sql: `
CREATE TABLE member_auth (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  member_id TEXT,
  real_name TEXT,
  id_card TEXT,
  id_card_front TEXT,
  id_card_back TEXT,
  audit_status INTEGER,
  audit_msg TEXT,
  audit_time TEXT,
  audit_user TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_member_auth_tenant ON member_auth (tenant_id, is_deleted, create_time);
`,
};
