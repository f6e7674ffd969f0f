import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater';
import type { Logger } from '../log';
import type { UpdaterPort } from './updater-port';

/**
 * electron-updater as the host's UpdaterPort. The updater is built by the caller (`autoUpdater` under Electron; a
 * platform updater with its own app adapter in tests), so this file needs no Electron. It never downloads or
 * installs by itself: the update service decides when (a form is unsaved, the kiosk's maintenance window).
 *
 * The checks before install are electron-updater's own: every download is verified against the sha512 the feed
 * lists (a mismatch rejects `download`); on Windows the installer's Authenticode signature must name the publisher
 * in app-update.yml (`publisherName`); on macOS Squirrel.Mac refuses an update not signed by the same developer.
 */
export const electronUpdaterPort = (updater: AppUpdater, log: Logger): UpdaterPort => {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  updater.allowDowngrade = false;
  updater.logger = {
    info: (message: unknown) => log.info(`updater: ${String(message)}`),
    warn: (message: unknown) => log.warn(`updater: ${String(message)}`),
    error: (message: unknown) => log.error(`updater: ${String(message)}`),
  };
  let found: UpdateInfo | null = null;

  return {
    configure({ url, channel }) {
      const name = channel === 'beta' ? 'beta' : 'latest';
      updater.setFeedURL({ provider: 'generic', url, channel: name });
      updater.channel = name;
      // The beta channel also offers the stable releases newer than the installed one.
      updater.allowPrerelease = channel === 'beta';
      found = null;
    },
    async check() {
      const result = await updater.checkForUpdates();
      if (!result) return null;
      const info = result.updateInfo;
      if (result.isUpdateAvailable) {
        found = info;
        return { version: info.version, inRollout: true };
      }
      found = null;
      // Not offered: up to date, or newer but outside the staged rollout (electron-updater folds the two together).
      if (updater.currentVersion.compare(info.version) >= 0 || info.stagingPercentage === undefined) return null;
      const inRollout = await updater.isUserWithinRollout(info);
      return inRollout ? null : { version: info.version, inRollout: false };
    },
    async download(onProgress) {
      if (!found) throw new Error('no update to download: check first');
      const listener = (progress: ProgressInfo) => onProgress(Math.max(0, Math.min(100, progress.percent)));
      updater.on('download-progress', listener);
      try {
        await updater.downloadUpdate();
      } finally {
        updater.off('download-progress', listener);
      }
    },
    install() {
      // Silent on Windows (the per-machine installer asks for nothing), then the app starts again.
      updater.quitAndInstall(true, true);
    },
  };
};
