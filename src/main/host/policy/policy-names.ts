import { z } from 'zod';
import { settingsSchema } from '../../../shared/settings';

/** The registry key under HKLM/HKCU, the macOS preference domain's file name and the Linux folder use these. */
export const POLICY_REGISTRY_KEY = 'Software\\Policies\\DaliBackoffice';
export const POLICY_BUNDLE_ID = 'cn.gov.dali.backoffice';
export const LINUX_POLICY_FILE = '/etc/dali-backoffice/policy.json';

/** Registry DWORDs arrive as numbers, REG_SZ and plist strings as text, JSON as either: all mean the same. */
const flag = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['0', '1', 'true', 'false']))
    .transform((text) => text === '1' || text === 'true'),
]);
const whole = (min: number, max: number) =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(min).max(max));
const text = z.string().trim().min(1);

/**
 * Every policy IT can set, by the name it has in the registry, the plist and the JSON file. Values that do not
 * fit are ignored (and listed in the policy view) rather than locking a setting to something unusable.
 */
export const policyFields = {
  /** The BladeX gateway; `embedded` forces the built-in server. */
  ServerUrl: z.union([
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.literal('embedded'))
      .transform(() => null),
    text.pipe(settingsSchema.shape.serverUrl.unwrap().unwrap()),
  ]),
  AuthFlavour: text.pipe(settingsSchema.shape.authFlavour.unwrap()),
  ClientId: text.pipe(settingsSchema.shape.clientId.unwrap()),
  IdleLockMinutes: whole(1, 1440),
  IdleLockMayLengthen: flag,
  /** 1 = the primary display, 2 = the next one left to right, as the board's display picker numbers them. */
  KioskDisplay: whole(1, 16),
  StartWithBoard: flag,
  UpdateChannel: text.pipe(settingsSchema.shape.updateChannel.unwrap()),
  UpdateFeedUrl: text.pipe(z.string().url()),
  UpdateMaintenanceWindow: text.pipe(settingsSchema.shape.updateMaintenanceWindow.unwrap().unwrap()),
  DisableExport: flag,
  /** Where crash reports are uploaded; without it minidumps stay on the machine. */
  CrashReportUrl: text.pipe(z.string().url()),
} as const;

export type PolicyName = keyof typeof policyFields;
export type PolicyValues = { [N in PolicyName]: z.output<(typeof policyFields)[N]> };
export const POLICY_NAMES = Object.keys(policyFields) as PolicyName[];

/** Policy names compared without case: the registry ignores it, and IT should not have to guess it. */
export const policyNameOf = (name: string): PolicyName | null =>
  POLICY_NAMES.find((known) => known.toLowerCase() === name.trim().toLowerCase()) ?? null;
