import { BrowserWindow } from 'electron';
import { appIconPath } from '../app-icon';
import { workspaceUrl, type RendererEntry } from '../app-origin';
import { secureWebPreferences } from './web-preferences';

/** The operator's main window. Hardening of its webContents happens for every webContents in index.ts. */
export const createWorkspaceWindow = async (opts: {
  preload: string;
  entry: RendererEntry;
  title: string;
  /** An in-app route to open; the home page otherwise. */
  route?: string;
  /** Runs before the page loads, so IPC trust is in place for the page's very first call. */
  beforeLoad?: (window: BrowserWindow) => void;
}) => {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: opts.title,
    icon: appIconPath(),
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(opts.preload),
  });
  opts.beforeLoad?.(window);
  window.once('ready-to-show', () => window.show());
  await window.loadURL(workspaceUrl(opts.entry, opts.route));
  return window;
};
