import { Menu, shell, type MenuItemConstructorOptions } from 'electron';
import type { Settings } from '../../shared/settings';
import { buildAppMenu, type MenuAction, type MenuItemSpec } from '../host/menu/app-menu';

const toElectron = (item: MenuItemSpec, act: (id: MenuAction) => void): MenuItemConstructorOptions => {
  switch (item.kind) {
    case 'separator':
      return { type: 'separator' };
    case 'role':
      return { role: item.role, label: item.label, ...(item.accelerator ? { accelerator: item.accelerator } : {}) };
    case 'action':
      return { label: item.label, click: () => act(item.id) };
    case 'submenu':
      return {
        label: item.label,
        ...(item.role === 'windowMenu' || item.role === 'help' ? { role: item.role } : {}),
        submenu: item.items.map((child) => toElectron(child, act)),
      };
  }
};

/**
 * Sets the native application menu in the app's language (host/menu/app-menu.ts decides what is in it; a packaged
 * build has no Reload or DevTools). `about` and `settings` go to the focused workspace window.
 */
export const installAppMenu = (opts: {
  language: Settings['language'];
  packaged: boolean;
  logDir: string;
  toFocusedWindow: (action: 'about' | 'settings') => void;
}): void => {
  const act = (id: MenuAction) => {
    if (id === 'logFolder') void shell.openPath(opts.logDir);
    else opts.toFocusedWindow(id);
  };
  const template = buildAppMenu({ language: opts.language, platform: process.platform, packaged: opts.packaged });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template.map((item) => toElectron(item, act))));
};
