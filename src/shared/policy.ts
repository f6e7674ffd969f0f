import { z } from 'zod';

/**
 * IT policy: settings an administrator of the machine forces, read by main at start and watched (Windows registry
 * HKLM/HKCU `Software\Policies\DaliBackoffice`, macOS managed preferences, a JSON policy file). The renderer only
 * sees this view: which settings are locked and why; it can change none of them.
 */

/** Where a forced value came from, most binding first. */
export const policySourceSchema = z.enum(['windows-machine', 'windows-user', 'macos-managed', 'policy-file']);
export type PolicySource = z.infer<typeof policySourceSchema>;

/**
 * What a policy can lock: the settings keys it forces, and the two board settings (`board.displayId`,
 * `board.openAtStartup`). `exportDisabled` and the crash-report URL are policy-only (no setting holds them).
 */
export const LOCKABLE_SETTINGS = [
  'serverUrl',
  'authFlavour',
  'clientId',
  'idleLockMinutes',
  'updateChannel',
  'updateFeedUrl',
  'updateMaintenanceWindow',
  'board.displayId',
  'board.openAtStartup',
] as const;
export type LockableSetting = (typeof LOCKABLE_SETTINGS)[number];

export const settingLockSchema = z.object({
  source: policySourceSchema,
  /** The registry key, the plist or the file, as IT would look for it. */
  location: z.string(),
  /** The policy's own name for the value (e.g. `ServerUrl`), so IT can find it. */
  policyName: z.string(),
});
export type SettingLock = z.infer<typeof settingLockSchema>;

export const policyViewSchema = z.object({
  locks: z.partialRecord(z.enum(LOCKABLE_SETTINGS), settingLockSchema),
  /**
   * The idle lock under policy: `ceilingMinutes` is the longest an administrator may choose (and the value while
   * none shorter is chosen) unless `mayLengthen`, where it is the value while the stored one is "off". The idle
   * lock cannot be turned off while a policy sets it. Null without a policy.
   */
  idleLock: z.object({ minutes: z.number().int().positive(), mayLengthen: z.boolean() }).nullable(),
  /** The kiosk display forced by policy: 1 = the primary display, 2 = the next one (left to right), ... */
  kioskDisplay: z.number().int().positive().nullable(),
  /** Excel export is turned off on this machine. */
  exportDisabled: z.boolean(),
  /** Crash reports are uploaded (a policy gives the URL); otherwise minidumps stay on the machine. */
  crashUpload: z.boolean(),
  /** Values a policy source held that could not be used (wrong type or range), for the settings screen and logs. */
  ignored: z.array(z.object({ policyName: z.string(), source: policySourceSchema, reason: z.string() })),
});
export type PolicyView = z.infer<typeof policyViewSchema>;

export { noPolicy } from './policy-view';
