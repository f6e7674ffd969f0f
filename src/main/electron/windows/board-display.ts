/** The part of an Electron display the board needs (kept free of Electron so it can be unit-tested). */
export interface DisplayLike {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
}

/**
 * The display the kiosk board opens on: the remembered one when it is still connected, else the primary
 * (a control-room PC whose second screen was unplugged must still show the board somewhere).
 */
export const chooseBoardDisplay = <D extends DisplayLike>(
  displays: readonly D[],
  primary: D,
  rememberedId: number | null,
): D => (rememberedId === null ? undefined : displays.find((d) => d.id === rememberedId)) ?? primary;

/** The route the kiosk loads: the board's own full-window route (not the workspace's /board/screen tab). */
export const KIOSK_ROUTE = '/visualization/index';

/** `--board` on the command line opens the board window at start-up. */
export const wantsBoardAtStartup = (argv: readonly string[], openAtStartup: boolean): boolean =>
  openAtStartup || argv.includes('--board');
