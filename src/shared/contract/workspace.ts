import { z } from 'zod';

/**
 * Workspace state kept by the host per signed-in user, so tabs survive a restart (issue 3),
 * and the lock state, which main owns so that it spans windows and survives a renderer reload.
 */
const jsonRecord = z.record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean(), z.null()]));

export const tabSchema = z.object({
  label: z.string().max(128),
  /** The full path with its query, e.g. `/system/user?x=1`: the tab's identity. */
  value: z.string().max(1024),
  params: jsonRecord.default({}),
  query: jsonRecord.default({}),
  meta: jsonRecord.default({}),
  group: z.array(z.string().max(256)).max(16).default([]),
});
export type Tab = z.infer<typeof tabSchema>;

export const workspaceStateSchema = z.object({
  tabs: z.array(tabSchema).max(50),
  activeTab: z.string().max(1024).nullable(),
});
export type WorkspaceState = z.infer<typeof workspaceStateSchema>;

export const lockStateSchema = z.object({
  locked: z.boolean(),
  /**
   * False when the idle lock fired before a lock password was set: only signing out unlocks. `away`: the OS locked
   * the screen or went to sleep.
   */
  hasPassword: z.boolean(),
  reason: z.enum(['manual', 'idle', 'away']).nullable(),
});
export type LockState = z.infer<typeof lockStateSchema>;

export const unlocked: LockState = { locked: false, hasPassword: false, reason: null };
