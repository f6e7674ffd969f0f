import { BrowserWindow } from 'electron';
import type { RendererEntry } from '../app-origin';
import { secureWebPreferences } from './web-preferences';

/** The operator's main window. Hardening of its webContents happens for every webContents in index.ts. */
export const createWorkspaceWindow = async (opts: { preload: string; entry: RendererEntry; title: string }) => {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: opts.title,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(opts.preload),
  });
  window.once('ready-to-show', () => window.show());
  await window.loadURL(opts.entry.url);
  return window;
};
