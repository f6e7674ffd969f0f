import type { Database } from 'better-sqlite3';

export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 30 * 60 * 1000;

export type LockScope = 'account' | 'ip';

interface FailureRow {
  fail_count: number;
  last_failure_at: number;
}

/**
 * Sign-in throttling (bladex-contract.md §8, ASVS 2.2.1): five failures within 30 minutes lock the
 * (tenant, account) pair, and separately the client IP, for 30 minutes after the last failure.
 * `maxFailures` comes from the `account.failCount` parameter when it is set.
 */
export const createLockout = (db: Database, now: () => number, maxFailures: () => number) => {
  const read = db.prepare<[LockScope, string], FailureRow>(
    'SELECT fail_count, last_failure_at FROM blade_login_failure WHERE scope = ? AND subject = ?',
  );
  const upsert = db.prepare<[LockScope, string, number, number, number, number]>(`
    INSERT INTO blade_login_failure (scope, subject, fail_count, first_failure_at, last_failure_at)
    VALUES (?, ?, 1, ?, ?)
    ON CONFLICT (scope, subject) DO UPDATE SET
      fail_count = CASE WHEN last_failure_at <= ? THEN 1 ELSE fail_count + 1 END,
      first_failure_at = CASE WHEN last_failure_at <= ? THEN excluded.first_failure_at ELSE first_failure_at END,
      last_failure_at = excluded.last_failure_at`);
  const clear = db.prepare<[LockScope, string]>('DELETE FROM blade_login_failure WHERE scope = ? AND subject = ?');

  return {
    isLocked(scope: LockScope, subject: string): boolean {
      const row = read.get(scope, subject);
      return !!row && row.fail_count >= maxFailures() && now() - row.last_failure_at < LOCK_WINDOW_MS;
    },
    recordFailure(scope: LockScope, subject: string): void {
      const t = now();
      const staleBefore = t - LOCK_WINDOW_MS;
      upsert.run(scope, subject, t, t, staleBefore, staleBefore);
    },
    clear(scope: LockScope, subject: string): void {
      clear.run(scope, subject);
    },
  };
};

export type Lockout = ReturnType<typeof createLockout>;

export const accountSubject = (tenantId: string, account: string): string => `${tenantId}:${account}`;
