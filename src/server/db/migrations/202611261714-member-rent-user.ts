import type { Migration } from './types';

/** `member_rent_user`: the table of the member/rentUser definition, as `createTableSql` made it. */
export const migration202611261646: Migration = {
  version: 202611261714,
  name: 'member-rent-user',
  sql: `
CREATE TABLE member_rent_user (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  real_name TEXT,
  phone TEXT,
  id_card TEXT,
  license_no TEXT,
  license_type TEXT,
  license_expire TEXT,
  license_image TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_member_rent_user_tenant ON member_rent_user (tenant_id, is_deleted, create_time);
`,
};
