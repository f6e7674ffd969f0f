import { z } from 'zod';

/** Where the auto-updater is (contract `update.*`); the renderer shows it in the about dialog. */
export const updateViewSchema = z.object({
  status: z.enum([
    'disabled',
    'idle',
    'checking',
    'up-to-date',
    'not-in-rollout',
    'downloading',
    'downloaded',
    'error',
  ]),
  channel: z.enum(['stable', 'beta']),
  currentVersion: z.string(),
  /** The version found (available, downloading, downloaded, not in the rollout yet). */
  version: z.string().nullable(),
  /** Download progress, 0-100. */
  percent: z.number().min(0).max(100).nullable(),
  message: z.string().nullable(),
  /** A kiosk installs by itself inside `maintenanceWindow`; a workspace waits for "restart to update". */
  kiosk: z.boolean(),
  maintenanceWindow: z.string().nullable(),
});
export type UpdateView = z.infer<typeof updateViewSchema>;

export const updateRestartOutputSchema = z.object({
  restarting: z.boolean(),
  /** Why not: a window has unsaved work, or nothing verified is downloaded yet. */
  reason: z.enum(['dirty-forms', 'not-downloaded']).nullable(),
});

/** Main asks every workspace window whether it holds unsaved work; each answers with `forms.dirtyAnswer`. */
export const dirtyQuerySchema = z.object({ queryId: z.string().regex(/^q\d{1,12}$/) });
export const dirtyAnswerSchema = dirtyQuerySchema.extend({ dirty: z.boolean() });

/** An error the renderer met, for the renderer's log file (logs/renderer.log). */
export const rendererErrorSchema = z.object({
  type: z.string().max(64),
  message: z.string().max(2000),
  url: z.string().max(1024).optional(),
  stack: z.string().max(8000).optional(),
  info: z.string().max(2000).optional(),
});

/** What the about dialog shows: versions and where the logs and crash dumps are. */
export const aboutSchema = z.object({
  productName: z.string(),
  version: z.string(),
  versions: z.object({ electron: z.string().nullable(), chrome: z.string().nullable(), node: z.string() }),
  platform: z.string(),
  logDir: z.string().nullable(),
  crashDir: z.string().nullable(),
});
export type About = z.infer<typeof aboutSchema>;

/** The diagnostics zip: where it went (null: the save dialog was closed), or a download URL in the browser host. */
export const diagnosticsExportSchema = z.object({
  path: z.string().nullable(),
  downloadUrl: z.string().optional(),
});
