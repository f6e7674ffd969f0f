import type { BoardDisplays } from '../../shared/contract/board';
import type { ResultError } from '../../shared/contract/result';
import type { WorkspaceApi } from '../../shared/contract/window-api';

type Api = Pick<WorkspaceApi, 'invoke'>;

/** The displays the board can open on, and the one it opens on by default; the host's error otherwise. */
export const loadBoardDisplays = async (api: Api): Promise<BoardDisplays | ResultError> => {
  const result = await api.invoke('board.displays');
  return result.ok ? result.data : result.error;
};

/**
 * The workspace's "open board" action: under Electron main opens (or moves, or focuses) the kiosk board window
 * on the display; the browser host answers the board's route, which opens in a new browser window. Without a
 * display, the remembered one (or the primary). Null when it opened; the host's error otherwise.
 */
export const openBoard = async (
  api: Api,
  displayId?: number,
  openWindow: (route: string) => void = (route) => window.open(route, '_blank', 'noopener'),
): Promise<ResultError | null> => {
  const result = await api.invoke('board.open', displayId === undefined ? undefined : { displayId });
  if (!result.ok) return result.error;
  if (result.data.route !== null) openWindow(result.data.route);
  return null;
};
