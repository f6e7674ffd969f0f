import { z } from 'zod';
import { tabSchema } from './workspace';

/**
 * The desktop's contract beyond one window (issue 20 items 6 and 7).
 *
 * Work queues: `queues.get` answers the counts the host last polled (shared/queues.ts names the sources), and
 * `queues.changed` follows every change.
 *
 * Window commands: main tells ONE window what the tray, a notification or a deep link asked for (`window.command`):
 * show a route, open the lock dialog, take a tab handed back from a torn-off window.
 *
 * Tear-off tabs: `window.tearOff` parks a tab with what its page carries (search, page, scroll ...) under a handoff
 * id and opens a workspace window on it (Electron, at the drop point) or answers the URL the page opens itself (the
 * browser host); the new page takes it with `window.takeHandoff`. `window.handoffTaken` waits until it is taken, so
 * the source closes its tab only once the tab lives on. `window.dock` hands a torn-off tab back to the window it came
 * from (or the one used last) and answers once that window took it.
 */

/** An in-app route such as `/system/user?id=1`: never a URL with a scheme. */
export const inAppRouteSchema = z
  .string()
  .max(1024)
  .regex(/^\/(?!\/)[^\s]*$/, 'path must be an in-app route');

export const queueCountsSchema = z.object({
  queues: z.array(z.object({ id: z.string().max(64), count: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
  at: z.number().nullable(),
});

export const handoffIdSchema = z.string().regex(/^[\w-]{8,64}$/, 'handoff id');

export { HANDOFF_PARAM } from './desktop-params';

/** What a page carries through a tear-off: JSON, per part of the page (`list`, `scroll` ...), at most 256 KB. */
export const MAX_CARRIED_BYTES = 256 * 1024;
export const carriedSchema = z
  .record(z.string().max(64), z.json())
  .refine((value) => JSON.stringify(value).length <= MAX_CARRIED_BYTES, 'carried state too large');

/** A tab in flight: its value must be an in-app route (the new window opens it). */
export const tabHandoffSchema = z.object({
  tab: tabSchema.extend({ value: inAppRouteSchema }),
  carried: carriedSchema,
});
export type TabHandoff = z.infer<typeof tabHandoffSchema>;

/** Screen coordinates (device-independent pixels) where a dragged tab was dropped. */
export const screenPointSchema = z.object({ x: z.number().int(), y: z.number().int() });

export const tearOffInputSchema = tabHandoffSchema.extend({ at: screenPointSchema.optional() });
export const tearOffOutputSchema = z.object({
  handoffId: handoffIdSchema,
  /** The route with the handoff: the browser host's page opens it (`opened` false); main opened it already. */
  route: z.string(),
  opened: z.boolean(),
});

export const takeHandoffOutputSchema = tabHandoffSchema;

export const dockOutputSchema = z.object({ docked: z.boolean() });

export const windowCommandSchema = z.discriminatedUnion('kind', [
  /** Show this route (a notification's screen, a deep link, the social sign-in callback). */
  z.object({ kind: z.literal('navigate'), path: inAppRouteSchema }),
  /** The tray's "lock" when no lock password is set yet: the window asks for one. */
  z.object({ kind: z.literal('lock') }),
  /** A torn-off tab comes back: take it with `window.takeHandoff`. */
  z.object({ kind: z.literal('receive-tab'), handoffId: handoffIdSchema }),
]);
export type WindowCommand = z.infer<typeof windowCommandSchema>;

/** Electron's print preview of the calling window (the browser host prints with the page's own print dialog). */
export const printInputSchema = z.object({
  /** The document's title: the preview window's and the suggested PDF file name. */
  title: z.string().trim().min(1).max(128),
  landscape: z.boolean().optional(),
});
