import { z } from 'zod';

/**
 * The board's own settings, kept by the host under `settings.board` (absent = these defaults).
 *
 * The two display adjustments are the spec's (000 §2.4, §9): they change what the board SHOWS, never the
 * figures the server computes, so an administrator can see them, change them, or set them to neutral
 * (multiplier 1, offset 0) — and the raw figure stays available on hover.
 */
export const BOARD_SETTING_DEFAULTS = {
  /** Seconds between refreshes of every board figure. */
  refreshSeconds: 60,
  /** The experience and merchandise rankings' amount and order count are shown multiplied by this (spec: 4.5). */
  rankingMultiplier: 4.5,
  /** Added to the visit data's user count for the registered-user figure (spec: 30000). */
  registeredUserOffset: 30000,
  /** The display the kiosk window opens on (Electron display id); null = the primary display. */
  displayId: null as number | null,
  /** Open the kiosk board window when the desktop application starts. */
  openAtStartup: false,
};

export const boardSettingsSchema = z.object({
  refreshSeconds: z.number().int().min(1).max(3600).default(BOARD_SETTING_DEFAULTS.refreshSeconds),
  rankingMultiplier: z.number().positive().max(1000).default(BOARD_SETTING_DEFAULTS.rankingMultiplier),
  registeredUserOffset: z.number().int().min(0).max(1_000_000_000).default(BOARD_SETTING_DEFAULTS.registeredUserOffset),
  displayId: z.number().int().nullable().default(null),
  openAtStartup: z.boolean().default(false),
});

export type BoardSettings = z.infer<typeof boardSettingsSchema>;

/** The board settings in force: the stored ones, or the defaults when none were ever saved. */
export const boardSettingsOf = (stored: Partial<BoardSettings> | undefined): BoardSettings => ({
  ...BOARD_SETTING_DEFAULTS,
  ...stored,
});
