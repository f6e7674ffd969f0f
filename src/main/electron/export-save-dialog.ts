import { join } from 'node:path';
import { app, BrowserWindow, dialog, shell } from 'electron';
import type { SaveTarget } from '../host/export/save-target';

/**
 * Electron's save target: the user picks the file with the system save dialog (the Downloads folder and
 * the list's name by default), attached to the window that asked so it is modal to it. The export is
 * written beside it as `.part` and renamed in, so the chosen file appears only once it is complete.
 */
export const electronSaveTarget = (): SaveTarget => ({
  async choose({ fileName }) {
    const options = {
      title: fileName,
      defaultPath: join(app.getPath('downloads'), fileName),
      filters: [{ name: 'Excel', extensions: ['xlsx'] }],
      properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
    };
    const parent = BrowserWindow.getFocusedWindow();
    const answer = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    if (answer.canceled || !answer.filePath) return null;
    return /\.xlsx$/i.test(answer.filePath) ? answer.filePath : `${answer.filePath}.xlsx`;
  },
  delivered: () => ({ revealable: true }),
  reveal(path) {
    shell.showItemInFolder(path);
    return Promise.resolve();
  },
});
