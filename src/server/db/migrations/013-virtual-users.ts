import type { Migration } from './types';

/**
 * `blade_user_virtual`: the virtual users (src/shared/resources/system/virtual-user.ts), personas that author
 * platform content and never sign in, in a table of their own so nothing that reads `blade_user` (the token
 * grant, the auth guard, grants) can ever meet one. The SQL is what `createTableSql(virtualUserResource)`
 * (src/server/crud/ddl.ts) generated when this migration was released, kept as text so a later change of the
 * definition cannot change what this migration does: that change needs its own ALTER migration, and the drift
 * check (crud/schema-drift.ts) refuses to serve the routes until the table matches. The partial unique index
 * backs the per-tenant account check of `submit/virtual` (the check against `blade_user` is in code).
 */
export const migration013: Migration = {
  version: 13,
  name: 'virtual-users',
  sql: `
CREATE TABLE blade_user_virtual (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  account TEXT,
  name TEXT,
  real_name TEXT,
  sex INTEGER,
  phone TEXT,
  avatar TEXT,
  remark TEXT,
  create_time TEXT,
  create_user TEXT,
  create_dept TEXT,
  update_user TEXT,
  update_time TEXT,
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_blade_user_virtual_tenant ON blade_user_virtual (tenant_id, is_deleted, create_time);
CREATE UNIQUE INDEX uq_blade_user_virtual_account ON blade_user_virtual (tenant_id, account) WHERE is_deleted = 0;
`,
};
