import { BrowserWindow, dialog } from 'electron';

/**
 * The system open dialog for a SQLite database file, modal to the focused window: the chosen path, or null when
 * the dialog was closed. Any file may be picked (databases come with many extensions); the server's connection
 * test says whether it is SQLite.
 */
export const askOpenDatabase = async (): Promise<string | null> => {
  const options = {
    filters: [
      { name: 'SQLite', extensions: ['db', 'sqlite', 'sqlite3', 'db3'] },
      { name: '*', extensions: ['*'] },
    ],
    properties: ['openFile' as const],
  };
  const parent = BrowserWindow.getFocusedWindow();
  const answer = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
  return answer.canceled ? null : (answer.filePaths[0] ?? null);
};
