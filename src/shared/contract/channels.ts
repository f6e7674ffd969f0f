import { z } from 'zod';
import {
  exportCancelSchema,
  exportFinishedSchema,
  exportProgressSchema,
  exportStartedSchema,
  exportStartSchema,
} from './export';
import {
  boardDisplaysOutputSchema,
  boardEnterAdminOutputSchema,
  boardOpenInputSchema,
  boardOpenOutputSchema,
  boardSignOutOutputSchema,
} from './board';
import {
  dockOutputSchema,
  handoffIdSchema,
  printInputSchema,
  queueCountsSchema,
  tabHandoffSchema,
  takeHandoffOutputSchema,
  tearOffInputSchema,
  tearOffOutputSchema,
  windowCommandSchema,
} from './desktop';
import { sessionViewSchema } from './session';
import {
  aboutSchema,
  diagnosticsExportSchema,
  dirtyAnswerSchema,
  dirtyQuerySchema,
  rendererErrorSchema,
  updateRestartOutputSchema,
  updateViewSchema,
} from './update';
import { uploadIdSchema, uploadProgressSchema } from './upload';
import { lockStateSchema, workspaceStateSchema } from './workspace';
import { policyViewSchema } from '../policy';
import { preferencesPatchSchema, protectedPatchSchema, publicSettingsSchema } from '../settings';
import {
  draftPutInputSchema,
  draftSchema,
  draftTargetSchema,
  screenSearchesSchema,
  searchesChangeInputSchema,
  searchesListInputSchema,
} from './screen-memory';

/**
 * The IPC contract: every invoke channel with the schema of its input, and every event main pushes.
 *
 * Main parses each input with its schema before a handler sees it (the renderer is untrusted).
 * Outputs are typed here for the renderer; main is trusted to produce them.
 */

const loginInput = z.object({
  tenantId: z.string().trim().max(12).regex(/^\w*$/, 'tenantId'),
  username: z.string().trim().min(1).max(64),
  /** Plain text: main hashes it as the server's flavour expects before it leaves the machine. */
  password: z.string().min(1).max(128),
  captchaKey: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
});

const switchIdentityInput = z.object({
  deptId: z.string().min(1).max(64),
  roleId: z.string().min(1).max(256),
});

const socialLoginInput = z.object({
  tenantId: z.string().trim().max(12).regex(/^\w*$/, 'tenantId'),
  source: z.string().trim().min(1).max(32),
  code: z.string().trim().min(1).max(512),
  state: z.string().max(512).optional(),
});

/** Plain-text passwords: main hashes them for the server's flavour. */
const registerGuestInput = z.object({
  tenantId: z.string().trim().max(12).regex(/^\w*$/, 'tenantId'),
  name: z.string().trim().min(1).max(64),
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  oauthId: z.string().min(1).max(128),
});

const changePasswordInput = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  newPassword1: z.string().min(1).max(128),
});

const lockInput = z.object({ password: z.string().min(1).max(64).optional() });
const unlockInput = z.object({ password: z.string().min(1).max(64) });

/** An in-app route such as `/system/user?id=1`: never a URL with a scheme. */
const routePathInput = z.object({
  path: z
    .string()
    .max(1024)
    .regex(/^\/(?!\/)[^\s]*$/, 'path must be an in-app route'),
});

const primitive = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Paths the generic request may reach: only the BladeX services of the configured server. */
export const apiPathSchema = z
  .string()
  .max(512)
  .regex(/^\/(api\/)?blade-[a-z-]+\/[\w\-/.]*$/i, 'path must be a /api/blade-* service path')
  .refine((p) => !p.includes('..'), 'path must not contain ..');

const httpRequestInput = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  url: apiPathSchema,
  params: z.record(z.string(), z.union([primitive, z.array(primitive)])).optional(),
  data: z.unknown().optional(),
  /** `arraybuffer` for exports; the body then arrives as bytes. */
  responseType: z.enum(['json', 'arraybuffer']).optional(),
  /** Per-call timeout; the setting's default (20000 ms) otherwise. */
  timeoutMs: z.number().int().positive().max(600_000).optional(),
});

const httpUploadInput = z.object({
  url: apiPathSchema,
  fileName: z.string().min(1).max(255),
  mimeType: z.string().max(128),
  bytes: z.instanceof(Uint8Array),
  fields: z.record(z.string(), z.string()).optional(),
  /** Names the upload in `upload.progress` events; without it the host sends no progress. */
  uploadId: uploadIdSchema.optional(),
});

/** A connection or security change, with the administrator's password entered again. */
const setProtectedInput = z.object({
  password: z.string().min(1).max(128),
  patch: protectedPatchSchema,
});

const httpResponse = z.object({ status: z.number(), data: z.unknown() });

export const invokeChannels = {
  'session.get': { input: z.undefined(), output: sessionViewSchema },
  'auth.captcha': { input: z.undefined(), output: z.object({ key: z.string(), image: z.string() }) },
  'auth.login': { input: loginInput, output: sessionViewSchema },
  'auth.logout': { input: z.undefined(), output: sessionViewSchema },
  /** Forced local sign-out: clears everything without calling the server. */
  'auth.forceLogout': { input: z.undefined(), output: sessionViewSchema },
  'auth.switchIdentity': { input: switchIdentityInput, output: sessionViewSchema },
  'http.request': { input: httpRequestInput, output: httpResponse },
  'http.upload': { input: httpUploadInput, output: httpResponse },
  'settings.get': { input: z.undefined(), output: publicSettingsSchema },
  /** The operator's preferences only (settings.ts PREFERENCE_KEYS); any other key is refused. */
  'settings.set': { input: preferencesPatchSchema, output: publicSettingsSchema },
  /** Connection and security settings: a signed-in, unlocked administrator with their password (settings.ts). */
  'settings.setProtected': { input: setProtectedInput, output: publicSettingsSchema },
  /** What IT policy forces on this machine, and where each forced value comes from (policy.ts). */
  'policy.get': { input: z.undefined(), output: policyViewSchema },
  /** Third-party sign-in (the OAuth callback lands on /login?source&code&state). */
  'auth.social': { input: socialLoginInput, output: sessionViewSchema },
  'auth.registerGuest': { input: registerGuestInput, output: z.null() },
  'auth.changePassword': { input: changePasswordInput, output: z.null() },
  'lock.get': { input: z.undefined(), output: lockStateSchema },
  /** Sets (or replaces) the lock password when given, then locks. */
  'lock.lock': { input: lockInput, output: lockStateSchema },
  'lock.unlock': { input: unlockInput, output: lockStateSchema },
  /** User input seen in a window: feeds the idle lock where no OS idle time is available. */
  'activity.ping': { input: z.undefined(), output: z.null() },
  'workspace.get': { input: z.undefined(), output: workspaceStateSchema },
  'workspace.set': { input: workspaceStateSchema, output: workspaceStateSchema },
  /** The signed-in user's saved searches of one screen (screen-memory.ts). */
  'searches.list': { input: searchesListInputSchema, output: screenSearchesSchema },
  /** Saves, renames, removes a saved search or sets the default; answers the screen's searches after it. */
  'searches.change': { input: searchesChangeInputSchema, output: screenSearchesSchema },
  /** The unsaved draft of one form of a screen, if the user left one (screen-memory.ts). */
  'drafts.get': { input: draftTargetSchema, output: draftSchema.nullable() },
  'drafts.put': { input: draftPutInputSchema, output: z.object({ savedAt: z.number() }) },
  'drafts.discard': { input: draftTargetSchema, output: z.null() },
  /** Opens an in-app route in a new workspace window (the `target` query of spec 000 §2.2). */
  'window.openRoute': { input: routePathInput, output: z.null() },
  'app.info': {
    input: z.undefined(),
    output: z.object({ version: z.string(), transport: z.enum(['electron', 'web']), serverUrl: z.string() }),
  },
  /** Excel export of a list's current search, run by the host (export.ts); progress arrives as events. */
  'export.start': { input: exportStartSchema, output: exportStartedSchema },
  'export.cancel': { input: exportCancelSchema, output: z.null() },
  /** Shows a finished export in its folder (desktop); the path never leaves the host. */
  'export.reveal': { input: exportCancelSchema, output: z.null() },
  /** The displays the board can open on (board.ts). */
  'board.displays': { input: z.undefined(), output: boardDisplaysOutputSchema },
  /** Opens the big-data board: the kiosk window under Electron; the browser host answers the route to open. */
  'board.open': { input: boardOpenInputSchema, output: boardOpenOutputSchema },
  /** Kiosk: back to the workspace window, closing the kiosk (board.ts). */
  'board.enterAdmin': { input: z.undefined(), output: boardEnterAdminOutputSchema },
  /** Kiosk: sign out, then back to the workspace window (which shows /login), closing the kiosk (board.ts). */
  'board.signOut': { input: z.undefined(), output: boardSignOutOutputSchema },
  /** The work queues' counts as last polled (desktop.ts, shared/queues.ts). */
  'queues.get': { input: z.undefined(), output: queueCountsSchema },
  /** Moves a tab with its page's state to a new workspace window (desktop.ts). */
  'window.tearOff': { input: tearOffInputSchema, output: tearOffOutputSchema },
  /** The new window takes the tab handed to it (once). */
  'window.takeHandoff': { input: z.object({ handoffId: handoffIdSchema }), output: takeHandoffOutputSchema },
  /** Waits until a handoff is taken (true) or given up (false): the source then closes its tab. */
  'window.handoffTaken': { input: z.object({ handoffId: handoffIdSchema }), output: z.object({ taken: z.boolean() }) },
  /** A torn-off window hands its tab back to the workspace window it came from (or the one used last). */
  'window.dock': { input: tabHandoffSchema, output: dockOutputSchema },
  /** Electron: prints the calling window to PDF and shows it in a preview window (print, save as PDF). */
  'window.print': { input: printInputSchema, output: z.null() },
  /** Versions, the log folder and the crash-dump folder, for the about dialog. */
  'app.about': { input: z.undefined(), output: aboutSchema },
  /** An error this window met, written to logs/renderer.log (rate-limited). */
  'log.rendererError': { input: rendererErrorSchema, output: z.null() },
  /**
   * The system open dialog for a SQLite database file (a code-generation data source the embedded server opens
   * read-only): the chosen path, or null when the dialog was closed. Electron only; the browser host has no dialog.
   */
  'files.chooseDatabase': { input: z.undefined(), output: z.object({ path: z.string().min(1).nullable() }) },
  /** Writes the diagnostics zip (logs, versions, settings; never tokens or passwords) where the user chooses. */
  'diagnostics.export': { input: z.undefined(), output: diagnosticsExportSchema },
  'update.get': { input: z.undefined(), output: updateViewSchema },
  'update.check': { input: z.undefined(), output: updateViewSchema },
  /** Restarts to install a verified update, unless a window holds unsaved work. */
  'update.restart': { input: z.undefined(), output: updateRestartOutputSchema },
  /** A window's answer to `forms.dirtyQuery`. */
  'forms.dirtyAnswer': { input: dirtyAnswerSchema, output: z.null() },
} as const;

export const eventChannels = {
  'session.changed': sessionViewSchema,
  /** The session ended without the user asking (refresh failed, 401): go to /login. */
  'session.expired': z.object({
    reason: z.enum(['refresh-failed', 'unauthorized', 'missing-token', 'session-limit']),
  }),
  'settings.changed': publicSettingsSchema,
  'policy.changed': policyViewSchema,
  'lock.changed': lockStateSchema,
  'export.progress': exportProgressSchema,
  'export.finished': exportFinishedSchema,
  /** Bytes of an `http.upload` that named an `uploadId`, sent so far (upload.ts). */
  'upload.progress': uploadProgressSchema,
  'queues.changed': queueCountsSchema,
  /** To one window: what the tray, a notification or a deep link asked of it (desktop.ts). */
  'window.command': windowCommandSchema,
  'update.changed': updateViewSchema,
  /** Main asks whether this window holds unsaved work (before restarting to update); answer with forms.dirtyAnswer. */
  'forms.dirtyQuery': dirtyQuerySchema,
  /** The native menu's About / Connection and security items, sent to the focused workspace window only. */
  'menu.action': z.object({ action: z.enum(['about', 'settings']) }),
} as const;

export type InvokeChannel = keyof typeof invokeChannels;
export type EventChannel = keyof typeof eventChannels;
export type InvokeInput<C extends InvokeChannel> = z.input<(typeof invokeChannels)[C]['input']>;
export type ParsedInput<C extends InvokeChannel> = z.output<(typeof invokeChannels)[C]['input']>;
export type InvokeOutput<C extends InvokeChannel> = z.infer<(typeof invokeChannels)[C]['output']>;
export type EventPayload<E extends EventChannel> = z.infer<(typeof eventChannels)[E]>;

export const isInvokeChannel = (name: unknown): name is InvokeChannel =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(invokeChannels, name);

export const isEventChannel = (name: unknown): name is EventChannel =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(eventChannels, name);
