import type { Migration } from './types';

/**
 * Log columns of blade-starter-log's LogAbstract (bladex-contract.md §7.2), plus tenant_id so every
 * list stays inside the caller's tenant. `time` is the duration in milliseconds, as text like BladeX.
 */
const LOG_COLUMNS = `
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  service_id TEXT,
  server_ip TEXT,
  server_host TEXT,
  env TEXT,
  remote_ip TEXT,
  user_agent TEXT,
  request_uri TEXT,
  method TEXT,
  method_class TEXT,
  method_name TEXT,
  params TEXT,
  time TEXT,
  create_by TEXT,
  create_time TEXT NOT NULL`;

/**
 * The application shell: social identities, guest registration and the three log tables.
 *
 * blade_user.status now has three values (the column itself is unchanged):
 *   1 = normal, 2 = blocked by an administrator, 3 = pending approval (created by register-guest;
 *   an administrator's audit-pass makes it 1, audit-refuse deletes it). Only 1 may sign in.
 */
export const migration004: Migration = {
  version: 4,
  name: 'shell',
  sql: `
-- An external (social) identity. uuid = sha256(source + code) for the test provider; user_id is NULL
-- until register-guest binds it to a user.
CREATE TABLE blade_user_oauth (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  uuid TEXT NOT NULL,
  user_id TEXT,
  username TEXT NOT NULL,
  nickname TEXT,
  avatar TEXT,
  source TEXT NOT NULL,
  create_time TEXT NOT NULL
);
CREATE UNIQUE INDEX uq_user_oauth_identity ON blade_user_oauth (tenant_id, source, uuid);
CREATE INDEX idx_user_oauth_user ON blade_user_oauth (tenant_id, user_id);

CREATE INDEX idx_user_tenant_status ON blade_user (tenant_id, status, is_deleted);

CREATE TABLE blade_log_api (${LOG_COLUMNS},
  type TEXT,
  title TEXT
);
CREATE INDEX idx_log_api_tenant ON blade_log_api (tenant_id, create_time);

CREATE TABLE blade_log_error (${LOG_COLUMNS},
  stack_trace TEXT,
  exception_name TEXT,
  message TEXT,
  file_name TEXT,
  line_number INTEGER
);
CREATE INDEX idx_log_error_tenant ON blade_log_error (tenant_id, create_time);

CREATE TABLE blade_log_usual (${LOG_COLUMNS},
  log_level TEXT,
  log_id TEXT,
  log_data TEXT
);
CREATE INDEX idx_log_usual_tenant ON blade_log_usual (tenant_id, create_time);
`,
};
