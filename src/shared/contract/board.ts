import { z } from 'zod';

/**
 * The board's IPC contract (issue 5).
 *
 * `board.open` (workspace windows only): under Electron main opens — or focuses — the kiosk board window and
 * answers `{ route: null }`; the browser host has no windows of its own and answers the route the page should
 * open in a new browser window.
 */
export const BOARD_ROUTE_PATH = '/board/screen';

export const boardOpenOutputSchema = z.object({ route: z.literal(BOARD_ROUTE_PATH).nullable() });
export type BoardOpenOutput = z.infer<typeof boardOpenOutputSchema>;
