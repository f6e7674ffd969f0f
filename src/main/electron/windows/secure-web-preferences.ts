import type { WebPreferences } from 'electron';

/**
 * The one set of web preferences every window gets; only the preload differs. Kept free of Electron's runtime so the
 * packaging test can read it. A packaged build has no DevTools at all (not only no menu item): the renderer holds an
 * operator's session, and anyone at the keyboard could otherwise open it.
 */
export const securePreferences = (preload: string, opts: { packaged: boolean }): WebPreferences => ({
  preload,
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webviewTag: false,
  spellcheck: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  devTools: !opts.packaged,
});
