import type { Database } from 'better-sqlite3';
import { isLoopbackHost } from '../default-passwords';

export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 30 * 60 * 1000;

export type LockScope = 'account' | 'ip';

/** Who is signing in: the (tenant, account) pair always, the address only when it is another machine's. */
export interface AttemptSubjects {
  account: string;
  ip: string;
}

/** The outcome of taking an attempt: which counter refused it, or the pass to settle once the hash is checked. */
export type AttemptTicket =
  | { refused: 'account' | 'ip' }
  | { refused: null; succeeded(): void; failed(): void; readonly counted: readonly LockScope[] };

interface FailureRow {
  fail_count: number;
  last_failure_at: number;
}

/**
 * Sign-in throttling (bladex-contract.md §8, ASVS 2.2.1 / 5.0 6.3.1): five failures within 30 minutes lock the
 * (tenant, account) pair, and separately a remote client address, for 30 minutes after the last failure.
 *
 * An attempt is counted before the password is checked, in one synchronous transaction: the slow scrypt check
 * runs after an `await`, so counting afterwards let a burst of parallel guesses all pass the "fewer than five"
 * test before any of them was recorded. A success takes its own count back (and clears the counters); a failure
 * leaves it. Loopback callers are never counted by address: under the desktop app every sign-in comes from
 * 127.0.0.1, and one person's typos must not lock every account of the machine.
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
  const clearRow = db.prepare<[LockScope, string]>('DELETE FROM blade_login_failure WHERE scope = ? AND subject = ?');
  const linkAddress = db.prepare<[string, string, number]>(
    `INSERT INTO blade_login_failure_address (account_subject, address, last_failure_at) VALUES (?, ?, ?)
     ON CONFLICT (account_subject, address) DO UPDATE SET last_failure_at = excluded.last_failure_at`,
  );
  const addressesOf = db.prepare<[string], { address: string }>(
    'SELECT address FROM blade_login_failure_address WHERE account_subject = ?',
  );
  const unlinkAccount = db.prepare<[string]>('DELETE FROM blade_login_failure_address WHERE account_subject = ?');
  const purgeLinks = db.prepare<[number]>('DELETE FROM blade_login_failure_address WHERE last_failure_at <= ?');
  const purgeRows = db.prepare<[number]>('DELETE FROM blade_login_failure WHERE last_failure_at <= ?');

  const isLocked = (scope: LockScope, subject: string): boolean => {
    const row = read.get(scope, subject);
    return !!row && row.fail_count >= maxFailures() && now() - row.last_failure_at < LOCK_WINDOW_MS;
  };
  const count = (scope: LockScope, subject: string): void => {
    const t = now();
    const staleBefore = t - LOCK_WINDOW_MS;
    upsert.run(scope, subject, t, t, staleBefore, staleBefore);
  };
  const clear = (scope: LockScope, subject: string): void => void clearRow.run(scope, subject);

  /** Checks both counters and, when neither refuses, counts the attempt as a failure until it proves otherwise. */
  const take = db.transaction((subjects: AttemptSubjects): 'account' | 'ip' | LockScope[] => {
    const byAddress = !isLoopbackHost(subjects.ip);
    if (byAddress && isLocked('ip', subjects.ip)) return 'ip';
    if (isLocked('account', subjects.account)) return 'account';
    count('account', subjects.account);
    if (!byAddress) return ['account'];
    count('ip', subjects.ip);
    linkAddress.run(subjects.account, subjects.ip, now());
    return ['account', 'ip'];
  });

  const settleSuccess = db.transaction((subjects: AttemptSubjects, counted: readonly LockScope[]) => {
    clear('account', subjects.account);
    unlinkAccount.run(subjects.account);
    if (counted.includes('ip')) clear('ip', subjects.ip);
  });

  const unlock = db.transaction((subject: string): void => {
    for (const { address } of addressesOf.all(subject)) clear('ip', address);
    unlinkAccount.run(subject);
    clear('account', subject);
  });

  return {
    isLocked,
    /**
     * Takes one sign-in attempt. Refused at once when a counter is at its limit (the password is then never
     * checked); otherwise counted, and the ticket's `succeeded` clears the counters once the password matched.
     */
    attempt(subjects: AttemptSubjects): AttemptTicket {
      const taken = take(subjects);
      if (!Array.isArray(taken)) return { refused: taken };
      let settled = false;
      return {
        refused: null,
        counted: taken,
        succeeded() {
          if (settled) return;
          settled = true;
          settleSuccess(subjects, taken);
        },
        failed() {
          settled = true;
        },
      };
    },
    /** The administrator's unlock: the account's counter and those of the addresses that failed on it. */
    unlockAccount(accountSubject: string): void {
      unlock(accountSubject);
    },
    /** Drops counters whose window has passed (the hourly sweep). */
    purgeExpired(): void {
      const staleBefore = now() - LOCK_WINDOW_MS;
      purgeRows.run(staleBefore);
      purgeLinks.run(staleBefore);
    },
  };
};

export type Lockout = ReturnType<typeof createLockout>;

export const accountSubject = (tenantId: string, account: string): string => `${tenantId}:${account}`;
