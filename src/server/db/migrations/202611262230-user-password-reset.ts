import type { Migration } from './types';

/**
 * `blade_user_password_reset`: the accounts whose password an administrator reset (issue 19 item 5). Such an
 * account must set its own password at its next sign-in; the mark goes when it does (update-password).
 */
export const migration202611262230: Migration = {
  version: 202611262230,
  name: 'user-password-reset',
  sql: `
CREATE TABLE blade_user_password_reset (
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  reset_user TEXT,
  reset_time TEXT NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);
`,
};
