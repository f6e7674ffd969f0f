import { z } from 'zod';
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
});

export type Settings = z.infer<typeof settingsSchema>;

const publicShape = settingsSchema.omit({ clientSecret: true }).shape;
type PatchShape = { [K in keyof typeof publicShape]: z.ZodOptional<ReturnType<(typeof publicShape)[K]['unwrap']>> };

/**
 * Every key may be changed from the renderer except the client secret, which stays in main.
 *
 * Built from the fields without their defaults: zod 4 applies a default even inside `.partial()`,
 * which would turn `{ colorName }` into a patch that resets every other setting to its default.
 */
export const settingsPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(publicShape).map(([key, field]) => [key, field.unwrap().optional()]),
    ) as PatchShape,
  )
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** What the renderer is allowed to see of the settings. */
export const publicSettingsSchema = settingsSchema.omit({ clientSecret: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const defaultSettings = (): Settings => settingsSchema.parse({});

export const toPublicSettings = ({ clientSecret: _secret, ...rest }: Settings): PublicSettings => rest;
