import type { Database } from 'better-sqlite3';

/**
 * The mark of an account whose password an administrator reset to the initial one (`account.initPassword`): at
 * its next sign-in the token answer says `detail.passwordReset: true` and the client opens nothing before the
 * account has set its own password (the first-sign-in flow of the default passwords). Changing the password
 * (`update-password`) removes the mark.
 */
export const createPasswordResetMarks = (db: Database) => {
  const mark = db.prepare<[string, string, string, string]>(
    `INSERT INTO blade_user_password_reset (tenant_id, user_id, reset_user, reset_time) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET reset_user = excluded.reset_user, reset_time = excluded.reset_time`,
  );
  const find = db.prepare<[string, string], { user_id: string }>(
    'SELECT user_id FROM blade_user_password_reset WHERE tenant_id = ? AND user_id = ?',
  );
  const clear = db.prepare<[string, string]>(
    'DELETE FROM blade_user_password_reset WHERE tenant_id = ? AND user_id = ?',
  );
  return {
    mark: (tenantId: string, userId: string, by: string, time: string) => void mark.run(tenantId, userId, by, time),
    isMarked: (tenantId: string, userId: string): boolean => find.get(tenantId, userId) !== undefined,
    clear: (tenantId: string, userId: string) => void clear.run(tenantId, userId),
  };
};
