import type { Migration } from './types';

/**
 * `blade_user_platform`: what BladeX X keeps about a user per platform (its `blade_user_web`, `blade_user_app` and
 * `blade_user_other` tables, one row per user and platform with a `user_ext` JSON text), in one table keyed by
 * `user_type` (1 web, 2 app, 3 other; dict `user_type`). Written by `user/update-platform`, read by
 * `user/platform-detail` (src/server/modules/user/README.md); removed users keep their rows, as in BladeX.
 */
export const migration015: Migration = {
  version: 15,
  name: 'user-platform',
  sql: `
CREATE TABLE blade_user_platform (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_type INTEGER NOT NULL,
  user_ext TEXT NOT NULL DEFAULT '',
  update_user TEXT,
  update_time TEXT,
  UNIQUE (user_id, user_type)
);
CREATE INDEX idx_user_platform_tenant ON blade_user_platform (tenant_id, user_id);
`,
};
