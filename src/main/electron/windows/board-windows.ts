import { BrowserWindow, screen } from 'electron';
import { boardSettingsOf } from '../../../shared/board-settings';
import type { BoardWindows } from '../../host/board/board-control';
import type { Logger } from '../../host/log';
import type { SettingsStore } from '../../host/settings/settings-store';
import { hostText } from '../../host/texts';
import type { RendererEntry } from '../app-origin';
import { describeDisplays } from './board-display';
import { createBoardWindow } from './board-window';

/**
 * The kiosk board's windows (host port `BoardWindows`): one kiosk at a time, opened on the chosen display, moved
 * there when it is open elsewhere, brought to the front when it is already there; leaving it shows a workspace
 * window (a new one when the operator closed them all) before the kiosk closes, so the app never ends up windowless.
 */
export const createBoardWindows = (opts: {
  preload: string;
  entry: RendererEntry;
  title: string;
  settings: SettingsStore;
  /** Registers the kiosk's channels with the IPC bridge before its page loads. */
  trust: (window: BrowserWindow) => void;
  /** Opens a new workspace window. */
  openWorkspace: () => Promise<unknown>;
  log: Logger;
}): BoardWindows => {
  let kiosk: BrowserWindow | null = null;
  // One opening at a time: a double click must not leave two kiosks.
  let queue: Promise<void> = Promise.resolve();
  const serial = (task: () => Promise<void>): Promise<void> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  const openKiosk = () => (kiosk && !kiosk.isDestroyed() ? kiosk : null);

  const rememberDisplay = (displayId: number) => {
    const current = boardSettingsOf(opts.settings.get().board);
    if (current.displayId !== displayId) opts.settings.set({ board: { ...current, displayId } });
  };

  const open = (displayId: number) =>
    serial(async () => {
      const existing = openKiosk();
      if (existing) {
        if (screen.getDisplayMatching(existing.getBounds()).id === displayId) {
          existing.show();
          existing.focus();
          return;
        }
        // A fullscreen kiosk does not move reliably: a new one opens on the chosen display.
        existing.destroy();
        kiosk = null;
      }
      const window = await createBoardWindow({
        preload: opts.preload,
        entry: opts.entry,
        title: opts.title,
        displayId,
        onDisplay: rememberDisplay,
        beforeLoad: opts.trust,
        log: opts.log,
      });
      kiosk = window;
      window.on('closed', () => {
        if (kiosk === window) kiosk = null;
      });
    });

  const leave = () =>
    serial(async () => {
      const current = openKiosk();
      const workspace = BrowserWindow.getAllWindows().find((w) => w !== current && !w.isDestroyed());
      if (workspace) {
        if (workspace.isMinimized()) workspace.restore();
        workspace.show();
        workspace.focus();
      } else {
        await opts.openWorkspace();
      }
      current?.close();
    });

  return {
    displays: () =>
      describeDisplays(
        screen.getAllDisplays(),
        screen.getPrimaryDisplay().id,
        hostText('display', opts.settings.get().language),
      ),
    open,
    leave,
  };
};
