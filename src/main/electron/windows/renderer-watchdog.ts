/** Timers the watchdog needs; real ones in the window, fake ones in tests. */
export interface WatchdogTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WatchdogPorts {
  /** Loads the board page again in the same window. */
  reload(): void;
  /** Ends a hung renderer; the crash that follows comes back through `gone`. */
  kill(): void;
  warn(message: string): void;
  timers: WatchdogTimers;
}

/** How long a renderer may stay unresponsive before it is ended: a long GC or a busy chart is not a hang. */
export const HANG_GRACE_MS = 15_000;
/** Waits before reloading a crashed renderer: 1 s, then doubling up to a minute while it keeps crashing. */
export const FIRST_RELOAD_DELAY_MS = 1_000;
export const MAX_RELOAD_DELAY_MS = 60_000;
/** A renderer that has run this long since its last reload counts as healthy again. */
export const HEALTHY_AFTER_MS = 5 * 60_000;

export interface RendererWatchdog {
  /** The renderer process ended (`render-process-gone`). */
  gone(reason: string): void;
  unresponsive(): void;
  responsive(): void;
  /** The window closed: no more reloads. */
  dispose(): void;
}

/**
 * Keeps a kiosk renderer alive for weeks: a crash reloads the page after a delay that grows while the crashes
 * repeat (a page that dies on load must not spin the CPU), and a renderer that stays unresponsive past a
 * grace period is ended, which brings it back through the crash path. Free of Electron so it can be tested.
 */
export const createRendererWatchdog = (ports: WatchdogPorts): RendererWatchdog => {
  const { timers } = ports;
  let disposed = false;
  let delay = FIRST_RELOAD_DELAY_MS;
  let lastReload = Number.NEGATIVE_INFINITY;
  let reloadTimer: unknown = null;
  let hangTimer: unknown = null;

  const clearHang = () => {
    if (hangTimer !== null) timers.clearTimeout(hangTimer);
    hangTimer = null;
  };

  return {
    gone(reason) {
      clearHang();
      // A clean exit happens only when the window is closing.
      if (disposed || reason === 'clean-exit' || reloadTimer !== null) return;
      if (timers.now() - lastReload >= HEALTHY_AFTER_MS) delay = FIRST_RELOAD_DELAY_MS;
      ports.warn(`board window: renderer gone (${reason}); reloading in ${delay / 1000} s`);
      reloadTimer = timers.setTimeout(() => {
        reloadTimer = null;
        if (disposed) return;
        lastReload = timers.now();
        ports.reload();
      }, delay);
      delay = Math.min(delay * 2, MAX_RELOAD_DELAY_MS);
    },
    unresponsive() {
      if (disposed || hangTimer !== null) return;
      ports.warn('board window: renderer unresponsive');
      hangTimer = timers.setTimeout(() => {
        hangTimer = null;
        if (disposed) return;
        ports.warn(`board window: renderer unresponsive for ${HANG_GRACE_MS / 1000} s; restarting it`);
        ports.kill();
      }, HANG_GRACE_MS);
    },
    responsive() {
      clearHang();
    },
    dispose() {
      disposed = true;
      clearHang();
      if (reloadTimer !== null) timers.clearTimeout(reloadTimer);
      reloadTimer = null;
    },
  };
};
