import { BOARD_WINDOW_ROUTE, type BoardDisplay } from '../../../shared/contract/board';

/** The part of an Electron display the board needs (kept free of Electron so it can be unit-tested). */
export interface DisplayLike {
  id: number;
  /** The system's name for the display; empty or absent on some platforms. */
  label?: string;
  bounds: { x: number; y: number; width: number; height: number };
}

/**
 * The display the kiosk window is placed on: the given one when it is still connected, else the primary (a
 * display unplugged between choosing and opening must not leave the board nowhere).
 */
export const chooseBoardDisplay = <D extends DisplayLike>(
  displays: readonly D[],
  primary: D,
  displayId: number | null,
): D => (displayId === null ? undefined : displays.find((d) => d.id === displayId)) ?? primary;

/**
 * The displays as the operator chooses among them (contract `board.displays`): primary first, then left to right;
 * the system's name, or "Display N" in the order shown.
 */
export const describeDisplays = (
  displays: readonly DisplayLike[],
  primaryId: number,
  displayWord: string,
): BoardDisplay[] =>
  [...displays]
    .sort((a, b) => Number(b.id === primaryId) - Number(a.id === primaryId) || a.bounds.x - b.bounds.x || a.id - b.id)
    .map((d, index) => ({
      id: d.id,
      label: d.label?.trim() || `${displayWord} ${index + 1}`,
      size: { width: Math.round(d.bounds.width), height: Math.round(d.bounds.height) },
      primary: d.id === primaryId,
    }));

/** The route the kiosk loads: the board's own full-window route (not the workspace's /board/screen tab). */
export const KIOSK_ROUTE = BOARD_WINDOW_ROUTE;

/** `--board` on the command line opens the board window at start-up. */
export const wantsBoardAtStartup = (argv: readonly string[], openAtStartup: boolean): boolean =>
  openAtStartup || argv.includes('--board');
