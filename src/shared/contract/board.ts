import { z } from 'zod';

/**
 * The board's IPC contract (issue 5).
 *
 * Workspace windows:
 * - `board.displays` lists the displays the board can open on and the one it opens on unless told otherwise (the
 *   remembered display while it is connected, else the primary). The browser host has one: the browser window.
 * - `board.open` opens the board on the chosen display (remembered for next time). Under Electron main opens, moves
 *   or focuses the kiosk window and answers `{ route: null }`; the browser host has no windows of its own and
 *   answers the route the page opens in a new browser window.
 *
 * The kiosk window (its narrow channel set, window-api.ts `boardChannels`):
 * - `board.enterAdmin` shows the workspace window (opening one when none is left) and closes the kiosk;
 * - `board.signOut` signs out (locally when the server cannot be reached), then does the same: the workspace
 *   window, signed out, shows /login, where signing in happens.
 * The browser host has no kiosk; should a page call these, it answers the route the page itself goes to.
 */

/** The board's own full-window route: the kiosk loads it; the browser host opens it in a new window. */
export const BOARD_WINDOW_ROUTE = '/visualization/index';

export const boardDisplaySchema = z.object({
  /** Electron's display id; 0 for the browser host's one window. */
  id: z.number().int(),
  /** What the operator sees: the system's name for the display, or "Display N" / "Browser window". */
  label: z.string(),
  /** Pixels (device-independent); null where the host cannot know it (the browser host). */
  size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
  primary: z.boolean(),
});
export type BoardDisplay = z.infer<typeof boardDisplaySchema>;

export const boardDisplaysOutputSchema = z.object({
  displays: z.array(boardDisplaySchema),
  /** The display `board.open` uses when none is given. */
  chosenId: z.number().int(),
});
export type BoardDisplays = z.infer<typeof boardDisplaysOutputSchema>;

/** Without a display: the remembered one while it is connected, else the primary. */
export const boardOpenInputSchema = z.object({ displayId: z.number().int().optional() }).optional();

export const boardOpenOutputSchema = z.object({ route: z.literal(BOARD_WINDOW_ROUTE).nullable() });
export type BoardOpenOutput = z.infer<typeof boardOpenOutputSchema>;

/** Where the page goes itself (browser host), or null: main showed the workspace window and closed the kiosk. */
export const boardEnterAdminOutputSchema = z.object({ route: z.literal('/wel/index').nullable() });
export const boardSignOutOutputSchema = z.object({ route: z.literal('/login').nullable() });

/** The board's calls sent as POST that only read (spec 000 §7: a page of finance orders, product bookings). */
export const BOARD_READ_POSTS: readonly string[] = [
  '/blade-merchant-product/fusion/financeOrder',
  '/blade-merchant-product/link/statistics/getProductBookData',
];

/**
 * What the kiosk window may send over `http.request`: reads only (GET, and the board's read-only POSTs). The kiosk
 * shows figures; whatever writes happens in the workspace window. Main checks it per call, beside the channel set.
 */
export const isKioskRequest = (input: unknown): boolean => {
  if (input === null || typeof input !== 'object') return false;
  const { method, url } = input as { method?: unknown; url?: unknown };
  if (method === 'GET') return true;
  if (method !== 'POST' || typeof url !== 'string') return false;
  const path = url.startsWith('/api/') ? url.slice(4) : url;
  return BOARD_READ_POSTS.includes(path);
};
