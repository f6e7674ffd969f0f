import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, Menu, webContents } from 'electron';
import type { PrintPreviewer } from '../../host/desktop/print-preview';
import type { Logger } from '../../host/log';
import type { Language } from '../../../shared/i18n';

const texts = {
  zh: { preview: '打印预览', file: '文件', print: '打印…', save: '另存为 PDF…', close: '关闭' },
  en: { preview: 'Print preview', file: 'File', print: 'Print…', save: 'Save as PDF…', close: 'Close' },
} as const;

/**
 * Electron's print preview (host port `PrintPreviewer`): the calling window printed to PDF with its print styles,
 * shown in a modal window (Chromium's PDF viewer) whose menu prints on a system printer or saves the PDF. Printing
 * prints the source window itself — its page stays in print mode until the preview closes, so paper and PDF agree.
 */
export const createPrintPreviewer = (opts: { language: () => Language; log: Logger }): PrintPreviewer => ({
  async preview(windowId, { title, landscape, fileName }) {
    const contents = webContents.fromId(windowId);
    const source = contents ? BrowserWindow.fromWebContents(contents) : null;
    if (!contents || !source) throw new Error(`window ${windowId} is gone`);
    const pdf = await contents.printToPDF({ landscape, printBackground: true, pageSize: 'A4' });
    const folder = join(app.getPath('temp'), 'dali-print');
    await mkdir(folder, { recursive: true });
    const file = join(folder, fileName);
    await writeFile(file, pdf);

    const t = texts[opts.language()];
    const preview = new BrowserWindow({
      parent: source,
      modal: true,
      width: 960,
      height: Math.min(1100, source.getBounds().height),
      title: `${title} - ${t.preview}`,
      autoHideMenuBar: false,
      // No preload, no IPC: a PDF viewer only. `plugins` turns Chromium's PDF viewer on.
      webPreferences: {
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        plugins: true,
        devTools: !app.isPackaged,
      },
    });
    const save = async () => {
      const answer = await dialog.showSaveDialog(preview, {
        defaultPath: join(app.getPath('downloads'), fileName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      });
      if (!answer.canceled && answer.filePath) await copyFile(file, answer.filePath);
    };
    preview.setMenu(
      Menu.buildFromTemplate([
        {
          label: t.file,
          submenu: [
            {
              label: t.print,
              accelerator: 'CmdOrCtrl+P',
              click: () => contents.print({ silent: false, printBackground: true, landscape }),
            },
            {
              label: t.save,
              accelerator: 'CmdOrCtrl+S',
              click: () => void save().catch((error: unknown) => opts.log.error('print: saving the PDF failed', error)),
            },
            { type: 'separator' },
            { label: t.close, accelerator: 'Esc', click: () => preview.close() },
          ],
        },
      ]),
    );
    const closed = new Promise<void>((resolve) => preview.once('closed', () => resolve()));
    await preview.loadURL(pathToFileURL(file).toString());
    await closed;
    await rm(file, { force: true });
  },
});
