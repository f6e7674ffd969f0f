import type { UpdateView } from '../../../shared/contract/update';
import type { Clock } from '../clock';
import type { Emit } from '../events';
import type { Logger } from '../log';
import type { SettingsStore } from '../settings/settings-store';
import type { DirtyQuery } from './dirty-query';
import { inMaintenanceWindow } from './maintenance-window';
import type { UpdaterPort } from './updater-port';

/** How often the feed is asked again while the app runs. */
export const UPDATE_CHECK_MS = 4 * 60 * 60 * 1000;
/** How often the kiosk looks whether its maintenance window has come. */
export const MAINTENANCE_TICK_MS = 60 * 1000;

export interface UpdateService {
  view(): UpdateView;
  start(): void;
  /** Asks the feed now; a newer version inside the rollout is downloaded and verified at once. */
  check(): Promise<UpdateView>;
  /** "Restart to update": only with a verified download, and never over unsaved work in any window. */
  restart(): Promise<{ restarting: boolean; reason: 'dirty-forms' | 'not-downloaded' | null }>;
  dispose(): void;
}

const feedOf = (settings: SettingsStore) => {
  const { updateFeedUrl, updateChannel } = settings.get();
  return updateFeedUrl ? { url: updateFeedUrl, channel: updateChannel } : null;
};

/**
 * The auto-update decisions (issue 20 item 4), Electron-free: which feed and channel (settings, IT policy first),
 * when to check, download right after a check finds a version this installation is in the rollout of, and when to
 * install: a workspace when the operator asks and no window holds unsaved work; a kiosk (a control-room PC nobody
 * sits at) by itself, but only inside its maintenance window and also only without unsaved work.
 */
export const createUpdateService = (deps: {
  /** Null where updates cannot apply (the browser host, an unpackaged build): the view says `disabled`. */
  updater: UpdaterPort | null;
  settings: SettingsStore;
  clock: Clock;
  emit: Emit;
  log: Logger;
  currentVersion: string;
  isKiosk: () => boolean;
  dirty: DirtyQuery;
}): UpdateService => {
  let state: Pick<UpdateView, 'status' | 'version' | 'percent' | 'message'> = {
    status: 'idle',
    version: null,
    percent: null,
    message: null,
  };
  let configured = '';
  let running: Promise<UpdateView> | null = null;
  let installing = false;
  const timers: unknown[] = [];

  const view = (): UpdateView => {
    const settings = deps.settings.get();
    const feed = deps.updater ? feedOf(deps.settings) : null;
    return {
      ...(feed ? state : { status: 'disabled' as const, version: null, percent: null, message: null }),
      channel: settings.updateChannel,
      currentVersion: deps.currentVersion,
      kiosk: deps.isKiosk(),
      maintenanceWindow: settings.updateMaintenanceWindow,
    };
  };

  const set = (next: Partial<typeof state>) => {
    state = { ...state, ...next };
    deps.emit('update.changed', view());
  };

  /** (Re)points the updater when the feed or channel changed; a change forgets what was found on the old one. */
  const configure = (): boolean => {
    const feed = feedOf(deps.settings);
    if (!deps.updater || !feed) return false;
    const key = `${feed.url} ${feed.channel}`;
    if (key !== configured) {
      deps.updater.configure(feed);
      configured = key;
      state = { status: 'idle', version: null, percent: null, message: null };
    }
    return true;
  };

  const runCheck = async (): Promise<UpdateView> => {
    if (!configure() || !deps.updater) return view();
    if (state.status === 'downloaded' || state.status === 'downloading') return view();
    const updater = deps.updater;
    set({ status: 'checking', message: null, percent: null });
    try {
      const found = await updater.check();
      if (!found) {
        set({ status: 'up-to-date', version: null });
        return view();
      }
      if (!found.inRollout) {
        deps.log.info(`update ${found.version} found, not yet in this installation's staged rollout`);
        set({ status: 'not-in-rollout', version: found.version });
        return view();
      }
      deps.log.info(`update ${found.version} found: downloading`);
      set({ status: 'downloading', version: found.version, percent: 0 });
      let shown = 0;
      await updater.download((percent) => {
        if (Math.floor(percent) <= shown) return;
        shown = Math.floor(percent);
        set({ percent: shown });
      });
      deps.log.info(`update ${found.version} downloaded and verified`);
      set({ status: 'downloaded', percent: 100 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error('update failed', error);
      set({ status: 'error', message, percent: null });
    }
    return view();
  };

  const check = () => {
    running ??= runCheck().finally(() => {
      running = null;
    });
    return running;
  };

  const restart: UpdateService['restart'] = async () => {
    if (!deps.updater || state.status !== 'downloaded') return { restarting: false, reason: 'not-downloaded' };
    if (await deps.dirty.ask()) return { restarting: false, reason: 'dirty-forms' };
    if (installing) return { restarting: true, reason: null };
    installing = true;
    deps.log.info(`restarting to install ${state.version}`);
    deps.updater.install();
    return { restarting: true, reason: null };
  };

  const kioskTick = async () => {
    if (state.status !== 'downloaded' || installing || !deps.isKiosk()) return;
    const window = deps.settings.get().updateMaintenanceWindow;
    if (!inMaintenanceWindow(new Date(deps.clock.now()), window)) return;
    const outcome = await restart();
    if (!outcome.restarting) deps.log.info(`kiosk update waits: ${outcome.reason ?? 'unknown'}`);
  };

  const unsubscribe = deps.settings.onChange(() => {
    const before = configured;
    if (configure() && configured !== before) void check();
    else deps.emit('update.changed', view());
  });

  return {
    view,
    check,
    restart,
    start() {
      if (!deps.updater) return;
      void check();
      timers.push(deps.clock.setInterval(() => void check(), UPDATE_CHECK_MS));
      timers.push(deps.clock.setInterval(() => void kioskTick(), MAINTENANCE_TICK_MS));
    },
    dispose() {
      unsubscribe();
      for (const timer of timers) deps.clock.clearInterval(timer);
      timers.length = 0;
    },
  };
};
