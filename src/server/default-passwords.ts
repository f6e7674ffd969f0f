import type { Database } from 'better-sqlite3';
import { md5Hex, verifyPassword } from './auth/password';
import { DEFAULT_ACCOUNTS } from './db/seed-org';

/** Seeded accounts (tenant:account) that still accept their published default password. */
export const accountsWithDefaultPassword = async (db: Database): Promise<string[]> => {
  const read = db.prepare<[string, string], { password: string }>(
    'SELECT password FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0',
  );
  const found: string[] = [];
  for (const account of DEFAULT_ACCOUNTS) {
    const row = read.get(account.tenantId, account.account);
    if (row && (await verifyPassword(md5Hex(account.password), row.password))) {
      found.push(`${account.tenantId}:${account.account}`);
    }
  }
  return found;
};

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export const isLoopbackHost = (host: string): boolean => {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
};
