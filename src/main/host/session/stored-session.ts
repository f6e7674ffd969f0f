import { z } from 'zod';
import { sessionUserSchema } from '../../../shared/contract';

/**
 * The screen lock of one session. It lives inside the session secret so that it ends with the
 * session (sign-in and sign-out drop it) and a restart while locked comes back locked.
 */
export const storedLockSchema = z.object({
  locked: z.boolean(),
  reason: z.enum(['manual', 'idle', 'away']).nullable(),
  /** `scrypt$...` (see lock-hash.ts); never the password itself. Null until the operator sets one. */
  passwordHash: z.string().min(1).nullable(),
  /** Wrong unlock attempts in a row; the fifth signs out. */
  failedAttempts: z.number().int().nonnegative(),
});
export type StoredLock = z.infer<typeof storedLockSchema>;

export const noLock: StoredLock = { locked: false, reason: null, passwordHash: null, failedAttempts: 0 };

/** The one JSON secret kept in the vault. Parsed on restore: a damaged secret is dropped, not trusted. */
export const storedSessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Epoch ms when the access token was issued (our clock). */
  issuedAt: z.number().int().nonnegative(),
  /** Epoch ms of the sign-in itself, kept across refreshes: the absolute session lifetime counts from it. */
  signedInAt: z.number().int().nonnegative().optional(),
  /** Seconds the access token lives, as the server said. */
  expiresIn: z.number().int().positive(),
  user: sessionUserSchema,
  deptId: z.string(),
  roleId: z.string(),
  /** The sign-in used a seeded account's published password; cleared once the password is changed. */
  mustChangePassword: z.boolean().optional(),
  /** Absent in secrets written before the lock existed, and in a fresh session: not locked. */
  lock: storedLockSchema.optional(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export const SESSION_VAULT_KEY = 'session';
