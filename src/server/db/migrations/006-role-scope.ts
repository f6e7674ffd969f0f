import type { Migration } from './types';

/**
 * Role → data scope / API scope grants (BladeX blade_role_scope): `scope_category` 1 data, 2 api (dict
 * scope_category). `role/grant` replaces a role's rows of both categories.
 */
export const migration006: Migration = {
  version: 6,
  name: 'role-scope',
  sql: `
CREATE TABLE blade_role_scope (
  id TEXT PRIMARY KEY,
  scope_category INTEGER NOT NULL,
  scope_id TEXT NOT NULL,
  role_id TEXT NOT NULL,
  UNIQUE (role_id, scope_category, scope_id)
);
CREATE INDEX idx_role_scope_scope ON blade_role_scope (scope_id);
CREATE INDEX idx_scope_data_menu ON blade_scope_data (menu_id, is_deleted);
CREATE INDEX idx_user_tenant_time ON blade_user (tenant_id, is_deleted, create_time);
CREATE INDEX idx_param_time ON blade_param (is_deleted, create_time);
`,
};
