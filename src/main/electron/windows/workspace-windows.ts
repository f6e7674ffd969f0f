import { BrowserWindow, screen, type Display } from 'electron';
import Store from 'electron-store';
import type { Logger } from '../../host/log';
import {
  cascade,
  emptyPlacements,
  MIN_SIZE,
  placeAtPoint,
  placementFor,
  placementsFileSchema,
  rememberPlacement,
  type DisplayArea,
  type PlacementsFile,
} from '../../host/windows/window-placement';
import type { WorkspaceWindows } from '../../host/windows/workspace-windows';
import { appIconPath } from '../app-icon';
import { workspaceUrl, type RendererEntry } from '../app-origin';
import { secureWebPreferences } from './web-preferences';

const SAVE_DELAY_MS = 500;

const toArea = (display: Display, primaryId: number): DisplayArea => ({
  id: display.id,
  workArea: display.workArea,
  primary: display.id === primaryId,
});

const displayAreas = (): DisplayArea[] => {
  const primaryId = screen.getPrimaryDisplay().id;
  return screen.getAllDisplays().map((d) => toArea(d, primaryId));
};

/**
 * The workspace windows (host port `WorkspaceWindows`), each remembering its place per display arrangement in
 * electron-store `window-state` (rules in host/windows/window-placement.ts). A torn-off tab's window opens at the
 * drop point and is not remembered: the next start opens the operator's usual window.
 */
export const createWorkspaceWindows = (opts: {
  preload: string;
  entry: RendererEntry;
  title: string;
  /** Registers the window's channels with the IPC bridge before its page loads. */
  trust: (window: BrowserWindow) => void;
  log: Logger;
}): WorkspaceWindows => {
  const store = new Store<{ placements?: unknown }>({ name: 'window-state', clearInvalidConfig: true });
  const parsed = placementsFileSchema.safeParse(store.get('placements'));
  let placements: PlacementsFile = parsed.success ? parsed.data : emptyPlacements;
  const windows = new Map<number, BrowserWindow>();
  const focusOrder: number[] = [];

  const save = (window: BrowserWindow) => {
    if (window.isDestroyed() || window.isMinimized() || window.isFullScreen()) return;
    placements = rememberPlacement(placements, displayAreas(), {
      bounds: window.getNormalBounds(),
      maximized: window.isMaximized(),
    });
    try {
      store.set('placements', placements);
    } catch (error) {
      opts.log.warn(`window-state: could not store the window's place (${String(error)})`);
    }
  };

  const track = (window: BrowserWindow, id: number, remembered: boolean) => {
    windows.set(id, window);
    window.on('focus', () => {
      const at = focusOrder.indexOf(id);
      if (at >= 0) focusOrder.splice(at, 1);
      focusOrder.push(id);
    });
    window.on('closed', () => {
      windows.delete(id);
      const at = focusOrder.indexOf(id);
      if (at >= 0) focusOrder.splice(at, 1);
    });
    if (!remembered) return;
    let timer: NodeJS.Timeout | null = null;
    const later = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => save(window), SAVE_DELAY_MS);
    };
    window.on('resized', later);
    window.on('moved', later);
    window.on('maximize', () => save(window));
    window.on('unmaximize', () => save(window));
    window.on('close', () => {
      if (timer) clearTimeout(timer);
      save(window);
    });
  };

  const open: WorkspaceWindows['open'] = async (route, options = {}) => {
    const displays = displayAreas();
    const source = options.sizeOf === undefined ? undefined : windows.get(options.sizeOf);
    const openBounds = [...windows.values()].filter((w) => !w.isDestroyed()).map((w) => w.getNormalBounds());
    const torn = options.at !== undefined;
    const placement = torn
      ? {
          bounds: placeAtPoint(
            options.at!,
            source && !source.isDestroyed() ? source.getNormalBounds() : placementFor(placements, displays).bounds,
            displays,
          ),
          maximized: false,
        }
      : placementFor(placements, displays);
    const bounds = torn ? placement.bounds : cascade(placement.bounds, openBounds, displays);
    const window = new BrowserWindow({
      ...bounds,
      minWidth: MIN_SIZE.width,
      minHeight: MIN_SIZE.height,
      show: false,
      title: opts.title,
      icon: appIconPath(),
      backgroundColor: '#ffffff',
      webPreferences: secureWebPreferences(opts.preload),
    });
    const id = window.webContents.id;
    // A torn-off tab's window is a visit to another display, not the operator's usual place.
    track(window, id, !torn);
    opts.trust(window);
    window.once('ready-to-show', () => {
      if (placement.maximized && openBounds.length === 0) window.maximize();
      window.show();
    });
    await window.loadURL(workspaceUrl(opts.entry, route));
    return id;
  };

  const focus = (windowId: number) => {
    const window = windows.get(windowId);
    if (!window || window.isDestroyed()) return false;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    return true;
  };

  return {
    open,
    last: () => {
      for (let i = focusOrder.length - 1; i >= 0; i -= 1) if (windows.has(focusOrder[i])) return focusOrder[i];
      const [first] = windows.keys();
      return first ?? null;
    },
    focus,
    isOpen: (windowId) => windows.has(windowId),
  };
};
