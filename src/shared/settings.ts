import { z } from 'zod';
import { SM2_PUBLIC_KEY_PATTERN } from './bladex/auth';
import { boardSettingsSchema } from './board-settings';

/**
 * Settings the host keeps (electron-store under Electron, a JSON file in the browser host).
 *
 * Defaults are the spec's constants (spec 000 §9). `serverUrl` null means the embedded server.
 */
export const settingsSchema = z.object({
  /** Base URL of a BladeX gateway, e.g. https://bladex.example.com. Null: the embedded server. */
  serverUrl: z.string().url().nullable().default(null),
  /** Which token endpoint dialect the server speaks (bladex-contract.md §2.3). */
  authFlavour: z.enum(['bladex', 'springblade']).default('bladex'),
  clientId: z.string().min(1).default('saber'),
  clientSecret: z.string().min(1).default('saber_secret'),
  /**
   * The SpringBlade server's SM2 public key (its `blade.auth.public-key`, Saber's `website.auth.publicKey`): hex,
   * with or without the `04` prefix. With it the springblade flavour sends the password SM2-encrypted as Saber 4.1+
   * does; empty sends it as plain text, as SpringBlade before 4.1 expects. The embedded server shows its own key to
   * administrators in the settings screen. Unused by the bladex flavour.
   */
  sm2PublicKey: z
    .string()
    .trim()
    .refine((key) => key === '' || SM2_PUBLIC_KEY_PATTERN.test(key), 'sm2PublicKey: 130 位十六进制（04 开头）或留空')
    .default(''),
  tenantMode: z.boolean().default(false),
  captchaMode: z.boolean().default(true),
  switchMode: z.boolean().default(false),
  defaultTenantId: z.string().default('000000'),
  /** Seconds after which the access token is refreshed (website.tokenTime). */
  tokenTime: z.number().int().positive().default(3000),
  requestTimeoutMs: z.number().int().positive().default(20000),
  /** Body codes handed back to the caller without a message (Saber's statusWhiteList). */
  statusWhiteList: z.array(z.number().int()).default([]),
  language: z.enum(['zh', 'en']).default('zh'),
  themeName: z.string().default('theme-white'),
  colorName: z.string().default('#089DA5'),
  isCollapse: z.boolean().default(false),
  regionCode: z.string().default('5329'),
  /**
   * Minutes without input before the workspace locks; 0 turns the idle lock off. 15 by default: an unattended
   * back office locks well within ASVS L2's 30 minutes of inactivity.
   */
  idleLockMinutes: z.number().int().min(0).max(1440).default(15),
  /**
   * Hours after a sign-in when the desktop ends the session however often it was refreshed (ASVS L2: 12); 0 leaves
   * it to the server's `account.sessionMaxHours`. A key IT policy may set and lock (the desktop policy hook).
   */
  sessionMaxHours: z.number().int().min(0).max(720).default(12),
  /** The big-data board's settings (board-settings.ts); absent until first saved, then its defaults apply. */
  board: boardSettingsSchema.optional(),
  /** Which releases the auto-updater follows: `stable` (latest.yml) or `beta` (beta.yml, stable ones too). */
  updateChannel: z.enum(['stable', 'beta']).default('stable'),
  /** The generic update feed (a folder holding latest.yml and the installers); null: no automatic updates. */
  updateFeedUrl: z.string().url().nullable().default(null),
  /** Local time `HH:MM-HH:MM` in which the kiosk installs a downloaded update; null: the kiosk never restarts by itself. */
  updateMaintenanceWindow: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM-HH:MM')
    .nullable()
    .default(null),
});

export type Settings = z.infer<typeof settingsSchema>;

/**
 * The operator's preferences: how the workspace looks and what it remembers. A workspace window changes them with
 * `settings.set` (the board's own settings still only by an administrator, board-control.ts).
 */
export const PREFERENCE_KEYS = ['language', 'themeName', 'colorName', 'isCollapse', 'board'] as const;

/**
 * Connection and security settings: which server the password and the client secret go to, how sign-in works,
 * how long an unattended workspace stays open, where updates come from. Only a signed-in administrator changes
 * them, after entering their password again (`settings.setProtected`); IT policy may force them; a signed-out or
 * locked workspace cannot change them at all. The client secret is not among them: it never leaves main.
 */
export const PROTECTED_KEYS = [
  'serverUrl',
  'authFlavour',
  'clientId',
  'sm2PublicKey',
  'tenantMode',
  'captchaMode',
  'switchMode',
  'defaultTenantId',
  'tokenTime',
  'requestTimeoutMs',
  'statusWhiteList',
  'regionCode',
  'idleLockMinutes',
  'sessionMaxHours',
  'updateChannel',
  'updateFeedUrl',
  'updateMaintenanceWindow',
] as const;

export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type ProtectedKey = (typeof PROTECTED_KEYS)[number];

const shape = settingsSchema.shape;
type Shape = typeof shape;
type PatchShape<K extends keyof Shape> = { [P in K]: z.ZodOptional<ReturnType<Shape[P]['unwrap']>> };

/**
 * A strict patch of some keys, built from the fields without their defaults: zod 4 applies a default even inside
 * `.partial()`, which would turn `{ colorName }` into a patch that resets every other setting to its default.
 */
const patchOf = <K extends keyof Shape>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, shape[key].unwrap().optional()])) as PatchShape<K>).strict();

/** What `settings.set` accepts from a window: preferences only. */
export const preferencesPatchSchema = patchOf(PREFERENCE_KEYS);
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/** What `settings.setProtected` accepts, with the administrator's password beside it. */
export const protectedPatchSchema = patchOf(PROTECTED_KEYS);
export type ProtectedPatch = z.infer<typeof protectedPatchSchema>;

/** Any key but the client secret: what the host itself stores once a channel has checked who may change what. */
export const settingsPatchSchema = patchOf([...PREFERENCE_KEYS, ...PROTECTED_KEYS]);
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** What the renderer is allowed to see of the settings. */
export const publicSettingsSchema = settingsSchema.omit({ clientSecret: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const defaultSettings = (): Settings => settingsSchema.parse({});

export const toPublicSettings = ({ clientSecret: _secret, ...rest }: Settings): PublicSettings => rest;
