import type { Migration } from './types';

/**
 * Which remote addresses failed on which account, so the administrator's unlock of a user also clears the
 * address counters that user's failures raised (issue 18 item 2). Loopback callers are never recorded: they
 * are counted by account only. Rows go with the 30-minute window (lockout.ts `purgeExpired`).
 */
export const migrationLoginFailureAddress: Migration = {
  version: 202611261610,
  name: 'login-failure-address',
  sql: `
CREATE TABLE blade_login_failure_address (
  account_subject TEXT NOT NULL,
  address TEXT NOT NULL,
  last_failure_at INTEGER NOT NULL,
  PRIMARY KEY (account_subject, address)
);
`,
};
