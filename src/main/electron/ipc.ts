import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import {
  fail,
  isInvokeChannel,
  type EventChannel,
  type EventPayload,
  type InvokeChannel,
  type Result,
} from '../../shared/contract';
import { originOf } from '../host/content-security-policy';
import type { Dispatch } from '../host/dispatch';
import type { Logger } from '../host/log';

/** The two IPC channels the preloads use; everything else travels inside them. */
export const INVOKE_CHANNEL = 'app:invoke';
export const EVENT_CHANNEL = 'app:event';

/**
 * The only file that touches ipcMain. A call is served when it comes from a window we created
 * (webContents id in the trusted set), from that window's main frame, on our app origin, names a
 * channel that window is given (the board gets boardChannels only); it goes to that window's dispatcher (the
 * kiosk's only reads, see `host.dispatchKiosk`).
 */
export const createIpcBridge = (opts: { dispatch: Dispatch; appOrigin: string; log: Logger }) => {
  const trusted = new Map<
    number,
    { contents: WebContents; channels: ReadonlySet<InvokeChannel>; dispatch: Dispatch }
  >();

  const refuse = (reason: string): Result<never> => {
    opts.log.warn(`ipc: refused a call (${reason})`);
    return fail('invalid-payload', 'this window may not make that call');
  };

  ipcMain.handle(INVOKE_CHANNEL, async (event: IpcMainInvokeEvent, channel: unknown, input: unknown) => {
    const window = trusted.get(event.sender.id);
    if (!window) return refuse(`unknown sender ${event.sender.id}`);
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame) return refuse('not the main frame');
    if (originOf(frame.url) !== opts.appOrigin) return refuse(`origin ${originOf(frame.url) ?? 'none'}`);
    if (!isInvokeChannel(channel) || !window.channels.has(channel)) {
      return refuse(`channel ${typeof channel === 'string' ? channel.slice(0, 64) : typeof channel} not open`);
    }
    return window.dispatch(channel, input, { windowId: event.sender.id });
  });

  return {
    /** `dispatch`: the window's own handlers (the kiosk's, which only read), else the bridge's. */
    trust(contents: WebContents, channels: readonly InvokeChannel[], dispatch?: Dispatch) {
      const id = contents.id;
      trusted.set(id, { contents, channels: new Set(channels), dispatch: dispatch ?? opts.dispatch });
      contents.once('destroyed', () => trusted.delete(id));
    },
    broadcast<E extends EventChannel>(event: E, payload: EventPayload<E>) {
      for (const { contents } of trusted.values()) {
        if (!contents.isDestroyed()) contents.send(EVENT_CHANNEL, event, payload);
      }
    },
    /** One event to one trusted window (its webContents id; the native menu's items act on the focused one); false when
     * that window is gone. */
    sendTo<E extends EventChannel>(windowId: number, event: E, payload: EventPayload<E>): boolean {
      const window = trusted.get(windowId);
      if (!window || window.contents.isDestroyed()) return false;
      window.contents.send(EVENT_CHANNEL, event, payload);
      return true;
    },
    /** Whether a window of ours with this webContents id is still open. */
    isTrusted: (windowId: number) => trusted.has(windowId),
    dispose() {
      ipcMain.removeHandler(INVOKE_CHANNEL);
      trusted.clear();
    },
  };
};

export type IpcBridge = ReturnType<typeof createIpcBridge>;
