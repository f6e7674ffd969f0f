import { BrowserWindow, powerSaveBlocker, screen } from 'electron';
import { workspaceUrl, type RendererEntry } from '../app-origin';
import type { Logger } from '../../host/log';
import { chooseBoardDisplay, KIOSK_ROUTE } from './board-display';
import { createRendererWatchdog } from './renderer-watchdog';
import { secureWebPreferences } from './web-preferences';

/**
 * The kiosk board window (issue 5): full screen on the chosen display, kept awake, and brought back by itself
 * when its renderer crashes or hangs — a control-room PC runs it for weeks. It gets the BOARD preload
 * (boardChannels only; `beforeLoad` registers them with the IPC bridge before the first call).
 */
export const createBoardWindow = async (opts: {
  preload: string;
  entry: RendererEntry;
  title: string;
  /** The remembered display id (board settings); the primary display when null or disconnected. */
  displayId: number | null;
  /** Called with the display the window ends up on, so it can be remembered. */
  onDisplay: (displayId: number) => void;
  beforeLoad: (window: BrowserWindow) => void;
  log: Logger;
}): Promise<BrowserWindow> => {
  const display = chooseBoardDisplay(screen.getAllDisplays(), screen.getPrimaryDisplay(), opts.displayId);
  const { x, y, width, height } = display.bounds;
  const window = new BrowserWindow({
    x,
    y,
    width,
    height,
    show: false,
    frame: false,
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    title: opts.title,
    backgroundColor: '#040f24',
    // The board refreshes on a timer and must keep doing so when another window has the focus.
    webPreferences: { ...secureWebPreferences(opts.preload), backgroundThrottling: false },
  });

  let blocker: number | null = null;
  const keepAwake = () => {
    if (blocker === null || !powerSaveBlocker.isStarted(blocker))
      blocker = powerSaveBlocker.start('prevent-display-sleep');
  };
  const letSleep = () => {
    if (blocker !== null && powerSaveBlocker.isStarted(blocker)) powerSaveBlocker.stop(blocker);
    blocker = null;
  };
  window.on('show', keepAwake);
  window.on('hide', letSleep);
  window.on('closed', letSleep);

  const url = workspaceUrl(opts.entry, KIOSK_ROUTE);
  const watchdog = createRendererWatchdog({
    reload: () => {
      if (window.isDestroyed()) return;
      void window.loadURL(url).catch((error: unknown) => opts.log.error('board window: reload failed', error));
    },
    kill: () => {
      if (!window.isDestroyed()) window.webContents.forcefullyCrashRenderer();
    },
    warn: (message) => opts.log.warn(message),
    timers: { now: Date.now, setTimeout, clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
  });
  window.webContents.on('render-process-gone', (_event, details) => watchdog.gone(details.reason));
  window.webContents.on('unresponsive', () => watchdog.unresponsive());
  window.webContents.on('responsive', () => watchdog.responsive());
  window.on('closed', () => watchdog.dispose());

  const remember = () => {
    if (!window.isDestroyed()) opts.onDisplay(screen.getDisplayMatching(window.getBounds()).id);
  };
  window.on('moved', remember);

  opts.beforeLoad(window);
  window.once('ready-to-show', () => {
    window.show();
    remember();
  });
  await window.loadURL(url);
  return window;
};
