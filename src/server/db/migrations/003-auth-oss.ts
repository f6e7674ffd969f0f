import { AUDIT_COLUMNS } from './001-system';
import type { Migration } from './types';

/** Times in these tables are epoch milliseconds: they are compared, never shown. */
export const migration003: Migration = {
  version: 3,
  name: 'auth-oss',
  sql: `
CREATE TABLE blade_refresh_token (
  jti TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  client_id TEXT NOT NULL,
  dept_id TEXT NOT NULL,
  role_id TEXT NOT NULL,
  access_jti TEXT NOT NULL,
  access_expires_at INTEGER NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX idx_refresh_family ON blade_refresh_token (family_id);
CREATE INDEX idx_refresh_access ON blade_refresh_token (access_jti);
CREATE INDEX idx_refresh_expires ON blade_refresh_token (expires_at);

CREATE TABLE blade_access_revocation (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

CREATE TABLE blade_login_failure (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  fail_count INTEGER NOT NULL,
  first_failure_at INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  PRIMARY KEY (scope, subject)
);

CREATE TABLE blade_attach (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  link TEXT NOT NULL,
  domain_url TEXT NOT NULL,
  name TEXT NOT NULL,
  original_name TEXT NOT NULL,
  extension TEXT NOT NULL,
  attach_size INTEGER NOT NULL,${AUDIT_COLUMNS}
);
CREATE INDEX idx_attach_tenant ON blade_attach (tenant_id, create_time);
`,
};
