import { z } from 'zod';

/**
 * What the renderer knows of the session. Tokens are never part of it: they stay in main.
 */
export const sessionUserSchema = z.object({
  userId: z.string(),
  tenantId: z.string(),
  account: z.string(),
  /** nick_name / real name, shown in the header. */
  realName: z.string(),
  avatar: z.string(),
  deptId: z.string(),
  roleId: z.string(),
  postId: z.string(),
  /** Comma-joined role aliases, e.g. `administrator`. */
  roleName: z.string(),
  oauthId: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionViewSchema = z.object({
  signedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** Epoch ms when the current access token was issued (drives nothing in the renderer; shown in diagnostics). */
  issuedAt: z.number().nullable(),
  /**
   * Signed in to the embedded server with a seeded account's published password: the renderer shows only the
   * "set your password" step, and the host serves nothing else, until the password is changed (issue 18).
   */
  mustChangePassword: z.boolean().optional(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const signedOut: SessionView = { signedIn: false, user: null, issuedAt: null };
