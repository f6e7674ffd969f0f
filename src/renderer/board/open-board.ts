import { getApi } from '../platform/api';

/**
 * The workspace's "open board" action: under Electron main opens (or focuses) the kiosk board window; the
 * browser host answers the board route, which opens in a new browser window. Returns false when neither
 * could happen (the caller may say so).
 */
export const openBoard = async (): Promise<boolean> => {
  const result = await getApi().invoke('board.open');
  if (!result.ok) {
    console.error('[board] open:', result.error.message);
    return false;
  }
  if (result.data.route !== null) window.open(result.data.route, '_blank', 'noopener');
  return true;
};
