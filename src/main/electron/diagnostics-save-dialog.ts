import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import type { DiagnosticsTarget } from '../host/diagnostics/diagnostics-target';

/** The diagnostics zip goes where the user saves it (the desktop by default, where IT asks people to look). */
export const electronDiagnosticsTarget = (): DiagnosticsTarget => ({
  async choose(fileName) {
    const options = {
      defaultPath: join(app.getPath('desktop'), fileName),
      filters: [{ name: 'Zip', extensions: ['zip'] }],
      properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
    };
    const parent = BrowserWindow.getFocusedWindow();
    const answer = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    if (answer.canceled || !answer.filePath) return null;
    return /\.zip$/i.test(answer.filePath) ? answer.filePath : `${answer.filePath}.zip`;
  },
});
