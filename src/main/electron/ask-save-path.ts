import { BrowserWindow, dialog } from 'electron';

/**
 * The system save dialog, modal to the focused window: the chosen path with `extension` added when the user left it
 * off, or null when the dialog was closed.
 */
export const askSavePath = async (opts: {
  title?: string;
  defaultPath: string;
  filterName: string;
  extension: string;
}): Promise<string | null> => {
  const options = {
    ...(opts.title ? { title: opts.title } : {}),
    defaultPath: opts.defaultPath,
    filters: [{ name: opts.filterName, extensions: [opts.extension] }],
    properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
  };
  const parent = BrowserWindow.getFocusedWindow();
  const answer = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
  if (answer.canceled || !answer.filePath) return null;
  const suffix = `.${opts.extension}`;
  return answer.filePath.toLowerCase().endsWith(suffix) ? answer.filePath : `${answer.filePath}${suffix}`;
};
