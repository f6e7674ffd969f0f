import type { Migration } from './types';

/** `member_notice`: the table of the member/notic definition, as `createTableSql` made it. */
export const migration202611261647: Migration = {
  version: 202611261715,
  name: 'member-notic',
  sql: `
CREATE TABLE member_notice (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT,
  content TEXT,
  publish_time TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_member_notice_tenant ON member_notice (tenant_id, is_deleted, create_time);
`,
};
