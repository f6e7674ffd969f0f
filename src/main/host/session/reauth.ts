import { z } from 'zod';
import type { SessionUser } from '../../../shared/contract';
import { hashLockPassword, verifyLockPassword } from '../lock/lock-hash';
import type { Logger } from '../log';
import type { Vault } from '../vault/vault';

/** Wrong passwords in a row before the host signs out, as the lock does. */
export const MAX_REAUTH_ATTEMPTS = 5;

export const REAUTH_VAULT_KEY = 'reauth';

const storedSchema = z.object({ user: z.string().min(1), hash: z.string().min(1) });

const userKeyOf = (user: SessionUser) => `${user.tenantId}/${user.account}/${user.userId}`;

export type ReauthVerdict = 'ok' | 'wrong' | 'too-many' | 'unavailable';

export interface Reauth {
  /** After a password sign-in (or a password change): keeps an scrypt hash of the password for this user. */
  remember(user: SessionUser, password: string): Promise<void>;
  /** Is this the signed-in user's password? `unavailable` when the session began without one (social sign-in). */
  verify(user: SessionUser, password: string): Promise<ReauthVerdict>;
  forget(): Promise<void>;
}

/**
 * Entering the password again before a connection or security setting changes. The server has no call that only
 * checks a password (and a fresh token request would need the captcha again), so the host keeps a salted scrypt
 * hash of the password the user signed in with, in the vault beside the session, for that user only; it ends
 * with the session. Someone at an unlocked workstation therefore cannot repoint the server without the password.
 */
export const createReauth = (deps: { vault: Vault; log: Logger }): Reauth => {
  let failures = 0;
  return {
    async remember(user, password) {
      failures = 0;
      const hash = await hashLockPassword(password);
      try {
        await deps.vault.set(REAUTH_VAULT_KEY, JSON.stringify({ user: userKeyOf(user), hash }));
      } catch (error) {
        deps.log.error('could not store the password check; protected settings will ask to sign in again', error);
      }
    },
    async verify(user, password) {
      let stored: z.infer<typeof storedSchema> | null = null;
      try {
        const text = await deps.vault.get(REAUTH_VAULT_KEY);
        const parsed = text ? storedSchema.safeParse(JSON.parse(text)) : null;
        stored = parsed?.success ? parsed.data : null;
      } catch (error) {
        deps.log.warn(`password check unreadable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!stored || stored.user !== userKeyOf(user)) return 'unavailable';
      if (await verifyLockPassword(password, stored.hash)) {
        failures = 0;
        return 'ok';
      }
      failures += 1;
      return failures >= MAX_REAUTH_ATTEMPTS ? 'too-many' : 'wrong';
    },
    async forget() {
      failures = 0;
      try {
        await deps.vault.delete(REAUTH_VAULT_KEY);
      } catch (error) {
        deps.log.warn(`could not delete the password check: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
};
