import { app, BrowserWindow, nativeImage, Notification } from 'electron';
import { badgeBitmap, encodePng } from '../../host/desktop/icons';
import type { QueueNotifier } from '../../host/desktop/queue-poller';
import type { Logger } from '../../host/log';

/**
 * The work queues' native side (host port `QueueNotifier`): a system notification whose click opens the queue's
 * screen, and the count on the dock (macOS), the launcher (Linux/Unity) or the taskbar button (Windows, which has no
 * badge count: an overlay icon drawn with the count, on every app window).
 */
export const createQueueNotifier = (opts: {
  appName: string;
  open: (route: string) => void;
  log: Logger;
}): QueueNotifier => {
  // Notifications are kept referenced until closed: one collected early loses its click handler.
  const shown = new Set<Notification>();
  let total = 0;

  const overlay = () => {
    if (process.platform !== 'win32') return;
    const image = total > 0 ? nativeImage.createFromBuffer(Buffer.from(encodePng(badgeBitmap(total, 16)))) : null;
    const description = total > 0 ? `${opts.appName}: ${total}` : '';
    for (const window of BrowserWindow.getAllWindows())
      if (!window.isDestroyed()) window.setOverlayIcon(image, description);
  };
  // New windows (a torn-off tab) get the overlay as well.
  app.on('browser-window-created', () => setImmediate(overlay));

  return {
    notify({ title, body, route }) {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body, silent: false });
      shown.add(notification);
      notification.on('click', () => opts.open(route));
      notification.on('close', () => shown.delete(notification));
      notification.on('failed', (_event, error) => {
        shown.delete(notification);
        opts.log.warn(`queues: the notification failed (${error})`);
      });
      notification.show();
    },
    setBadge(count) {
      total = count;
      if (process.platform === 'win32') overlay();
      else app.setBadgeCount(count);
    },
  };
};
