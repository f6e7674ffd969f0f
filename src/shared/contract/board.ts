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

/**
 * Every server call the board makes, listed once (spec 000 §2.4, §7): its screens take their paths from here, and the
 * kiosk window may reach nothing else. All read; the two POSTs carry their filters as a JSON body.
 */
export const BOARD_ENDPOINTS = {
  tenantInfo: { method: 'GET', path: '/blade-system/tenant/info' },
  regionDictionary: { method: 'GET', path: '/blade-system/dict-biz/dictionary' },
  regionTree: { method: 'GET', path: '/blade-system/region/lazy-tree' },
  registeredUsers: { method: 'GET', path: '/blade-system/user/Clist/total' },
  userSourceRegion: { method: 'GET', path: '/blade-bigdata/mock/databoard/user/source/region' },
  productOverview: { method: 'GET', path: '/blade-merchant-product/fusion/productOverview' },
  financeOrder: { method: 'POST', path: '/blade-merchant-product/fusion/financeOrder' },
  productBookings: { method: 'POST', path: '/blade-merchant-product/link/statistics/getProductBookData' },
  orderCommon: { method: 'GET', path: '/blade-order/view/common' },
  orderChart: { method: 'GET', path: '/blade-order/view/chart' },
  orderList: { method: 'GET', path: '/blade-order/view/list' },
  orderStatistics: { method: 'GET', path: '/blade-order/view/statistics' },
  orderSources: { method: 'GET', path: '/blade-order/view/source/statistics' },
  userAnalysis: { method: 'GET', path: '/blade-order/view/userAnalysis' },
  userVisits: { method: 'GET', path: '/blade-order/view/userAnalysis/vist' },
  trading: { method: 'GET', path: '/blade-order/view/jiaoyi' },
  tradingShare: { method: 'GET', path: '/blade-order/view/jiaoyiPercent' },
  businessTypes: { method: 'GET', path: '/blade-order/view/yetai' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

const kioskCalls = new Set(Object.values(BOARD_ENDPOINTS).map(({ method, path }) => `${method} ${path}`));

/**
 * What the kiosk window may send over `http.request`: the board's own endpoints with their own methods, nothing
 * else (issue 18: it could read any `/blade-*` with the shared session while the workspace was locked). The kiosk
 * shows figures; whatever writes or reads beyond them happens in the workspace window. Main checks it per call.
 */
export const isKioskRequest = (input: unknown): boolean => {
  if (input === null || typeof input !== 'object') return false;
  const { method, url } = input as { method?: unknown; url?: unknown };
  if (typeof method !== 'string' || typeof url !== 'string') return false;
  const path = url.startsWith('/api/') ? url.slice(4) : url;
  return kioskCalls.has(`${method} ${path}`);
};
