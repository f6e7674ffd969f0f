import { Menu, nativeImage, Tray, type MenuItemConstructorOptions } from 'electron';
import { encodePng, trayBitmap } from '../../host/desktop/icons';
import type { TrayAction, TrayItem } from '../../host/desktop/tray-menu';
import type { Logger } from '../../host/log';

/** The tray icon at 1× and 2× (HiDPI task bars and menu bars pick the sharper one). */
const trayImage = () => {
  const image = nativeImage.createFromBuffer(Buffer.from(encodePng(trayBitmap(16))), { scaleFactor: 1 });
  image.addRepresentation({ scaleFactor: 2, buffer: Buffer.from(encodePng(trayBitmap(32))) });
  return image;
};

/**
 * The tray icon (issue 20 item 6): its menu is the host's (`host.tray.menu()`: queues, open, lock, board, quit) and is
 * built again whenever the session, the lock, the settings or the queues change (`refresh`). A click on the icon
 * opens the workspace.
 */
export const createAppTray = (opts: {
  menu: () => TrayItem[];
  tooltip: () => string;
  run: (action: TrayAction) => void;
  log: Logger;
}) => {
  const tray = new Tray(trayImage());
  const toTemplate = (items: TrayItem[]): MenuItemConstructorOptions[] =>
    items.map((item) =>
      item.type === 'separator'
        ? { type: 'separator' }
        : { label: item.label, enabled: item.enabled, click: () => opts.run(item.action) },
    );
  const refresh = () => {
    if (tray.isDestroyed()) return;
    try {
      tray.setContextMenu(Menu.buildFromTemplate(toTemplate(opts.menu())));
      tray.setToolTip(opts.tooltip());
    } catch (error) {
      opts.log.warn(`tray: could not update its menu (${String(error)})`);
    }
  };
  tray.on('click', () => opts.run('open'));
  refresh();
  return { refresh, destroy: () => tray.destroy() };
};
