import { z } from 'zod';
import { sessionUserSchema } from '../../../shared/contract';

/** The one JSON secret kept in the vault. Parsed on restore: a damaged secret is dropped, not trusted. */
export const storedSessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Epoch ms when the access token was issued (our clock). */
  issuedAt: z.number().int().nonnegative(),
  /** Seconds the access token lives, as the server said. */
  expiresIn: z.number().int().positive(),
  user: sessionUserSchema,
  deptId: z.string(),
  roleId: z.string(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export const SESSION_VAULT_KEY = 'session';
