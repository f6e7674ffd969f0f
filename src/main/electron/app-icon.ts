import { join } from 'node:path';
import { app } from 'electron';

/**
 * resources/icon.png (made by `npm run icons` from build/icon.svg): the window icon on Windows and Linux (macOS takes
 * the bundle's). Packaged it is under process.resourcesPath/resources (electron-builder's extraResources); under
 * `npm start` in the project folder.
 */
export const appIconPath = (): string =>
  app.isPackaged
    ? join(process.resourcesPath, 'resources', 'icon.png')
    : join(app.getAppPath(), 'resources', 'icon.png');
