import { join } from 'node:path';
import { app, shell } from 'electron';
import { askSavePath } from './ask-save-path';
import type { SaveTarget } from '../host/export/save-target';

/**
 * Electron's save target: the user picks the file with the system save dialog (the Downloads folder and
 * the list's name by default), attached to the window that asked so it is modal to it. The export is
 * written beside it as `.part` and renamed in, so the chosen file appears only once it is complete.
 */
export const electronSaveTarget = (): SaveTarget => ({
  choose: ({ fileName }) =>
    askSavePath({
      title: fileName,
      defaultPath: join(app.getPath('downloads'), fileName),
      filterName: 'Excel',
      extension: 'xlsx',
    }),
  delivered: () => ({ revealable: true }),
  reveal(path) {
    shell.showItemInFolder(path);
    return Promise.resolve();
  },
});
