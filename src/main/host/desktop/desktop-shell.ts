import { fail, HANDOFF_PARAM, ok, type EventChannel, type EventPayload } from '../../../shared/contract';
import type { Clock } from '../clock';
import type { Handlers } from '../dispatch';
import type { Logger } from '../log';
import type { HostText } from '../texts';
import type { TabHandoffs } from '../windows/tab-handoffs';
import type { WorkspaceWindows } from '../windows/workspace-windows';
import { deepLinkRoute, parseDeepLink } from './deep-link';
import { printFileName, type PrintPreviewer } from './print-preview';

/** How long a torn-off window waits for the window it docks into to take its tab before it stays where it is. */
export const DOCK_WAIT_MS = 10_000;

export type SendTo = <E extends EventChannel>(windowId: number, event: E, payload: EventPayload<E>) => boolean;

type DesktopHandlers = Pick<
  Handlers,
  'window.tearOff' | 'window.takeHandoff' | 'window.handoffTaken' | 'window.dock' | 'window.print'
>;

export interface DesktopShell extends DesktopHandlers {
  /**
   * Brings the workspace window the operator used last forward (opening one when none is left) and, with a route, sends
   * it there: the tray's "open", a notification's click, a deep link.
   */
  showScreen(route?: string): Promise<void>;
  /** Follows an `dali-backoffice://` link (deep-link.ts); anything else only brings the app forward. */
  openDeepLink(url: string): Promise<void>;
  /** The tray's "lock" without a lock password: the window asks for one (the workspace's lock dialog). */
  askForLockPassword(): Promise<void>;
}

/** `route` with the handoff in its query (kept in a hash route's own query under app://). */
export const withHandoff = (route: string, handoffId: string): string => {
  const [path, query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(HANDOFF_PARAM, handoffId);
  return `${path}?${params.toString()}`;
};

/**
 * The host's side of windows beyond one (issue 20 items 6 and 7): tear-off tabs and their way back, the print
 * preview, and bringing a window forward for the tray, notifications and deep links. Electron-free: the windows come
 * in through `WorkspaceWindows` and `sendTo`; the browser host has no windows of its own, and its pages open and
 * focus themselves (tear-off answers the URL to open; dock finds the page a tab came from by its socket).
 */
export const createDesktopShell = (deps: {
  clock: Clock;
  handoffs: TabHandoffs;
  /** Absent in the browser host. */
  windows?: WorkspaceWindows;
  sendTo: SendTo;
  /** Whether a window (Electron) or page (browser host) is still there. */
  isOpen(windowId: number): boolean;
  printer?: PrintPreviewer;
  text: (key: HostText) => string;
  log: Logger;
}): DesktopShell => {
  const { windows, handoffs } = deps;

  const showScreen = async (route?: string) => {
    if (!windows) return;
    const id = windows.last();
    if (id === null) {
      await windows.open(route);
      return;
    }
    windows.focus(id);
    if (route) deps.sendTo(id, 'window.command', { kind: 'navigate', path: route });
  };

  /** Where a torn-off window's tab goes back to: the window it came from while open, else the one used last. */
  const dockTarget = (from: number): number | null => {
    const opener = handoffs.openerOf(from);
    if (opener !== null && opener !== from && deps.isOpen(opener)) return opener;
    const last = windows?.last() ?? null;
    return last !== null && last !== from ? last : null;
  };

  return {
    showScreen,
    async openDeepLink(url) {
      const link = parseDeepLink(url);
      if (!link) deps.log.warn(`deep link ignored: ${url.slice(0, 120)}`);
      await showScreen(link ? deepLinkRoute(link) : undefined);
    },
    async askForLockPassword() {
      await showScreen();
      const id = windows?.last() ?? null;
      if (id !== null) deps.sendTo(id, 'window.command', { kind: 'lock' });
    },

    'window.tearOff': async ({ tab, carried, at }, caller) => {
      const handoffId = handoffs.park({ tab, carried }, caller?.windowId ?? null);
      const route = withHandoff(tab.value, handoffId);
      if (!windows) return ok({ handoffId, route, opened: false });
      await windows.open(route, { at, sizeOf: caller?.windowId });
      return ok({ handoffId, route, opened: true });
    },

    'window.takeHandoff': async ({ handoffId }, caller) => {
      const handoff = handoffs.take(handoffId, caller?.windowId ?? null);
      return handoff ? ok(handoff) : fail('validation', deps.text('handoffGone'));
    },

    'window.handoffTaken': async ({ handoffId }) => ok({ taken: await handoffs.settled(handoffId) }),

    'window.dock': async ({ tab, carried }, caller) => {
      const target = caller ? dockTarget(caller.windowId) : null;
      if (target === null) return ok({ docked: false });
      const handoffId = handoffs.park({ tab, carried }, caller?.windowId ?? null, DOCK_WAIT_MS);
      if (!deps.sendTo(target, 'window.command', { kind: 'receive-tab', handoffId })) return ok({ docked: false });
      windows?.focus(target);
      return ok({ docked: await handoffs.settled(handoffId) });
    },

    'window.print': async ({ title, landscape }, caller) => {
      if (!deps.printer || !caller) return fail('internal', deps.text('printUnavailable'));
      try {
        await deps.printer.preview(caller.windowId, {
          title,
          landscape: landscape ?? false,
          fileName: printFileName(title, new Date(deps.clock.now())),
        });
        return ok(null);
      } catch (error) {
        deps.log.error('print preview failed', error);
        return fail('internal', deps.text('printFailed'));
      }
    },
  };
};
