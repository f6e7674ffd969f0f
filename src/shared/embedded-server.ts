/**
 * Facts about the embedded server's seed that the desktop host needs too: the client the app signs in with and
 * the accounts a fresh install creates with a published password.
 */

/** The OAuth client the app uses against the embedded server; its secret is made per installation (host vault). */
export const EMBEDDED_CLIENT_ID = 'saber';

/**
 * Accounts created with a known password. The embedded server refuses to listen beyond loopback while any of them
 * still has it (ASVS 2.5.x: no default credentials on a reachable server), and the host sends whoever signs in with
 * one of them straight to "set your password" before anything else opens.
 */
export const DEFAULT_ACCOUNTS = [
  { tenantId: '000000', account: 'admin', password: 'admin' },
  { tenantId: '000000', account: 'bigdata', password: 'bigdata' },
  { tenantId: '100001', account: 'admin', password: 'admin' },
] as const;

/** True when this sign-in used a seeded account's published password. */
export const isDefaultCredential = (tenantId: string, account: string, password: string): boolean =>
  DEFAULT_ACCOUNTS.some(
    (entry) => entry.tenantId === tenantId && entry.account === account && entry.password === password,
  );
