import { ipcRenderer, type IpcRendererEvent } from 'electron';
import type { EventChannel } from '../shared/contract/channels';
import { fail, type Result } from '../shared/contract/result';
import type { Transport } from '../shared/contract/window-api';

// Must match src/main/electron/ipc.ts (the preload cannot import main).
const INVOKE_CHANNEL = 'app:invoke';
const EVENT_CHANNEL = 'app:event';

// Listed here instead of importing the contract's zod schemas into the sandboxed preload bundle;
// the Record type stops compiling if the contract gains an event this misses.
const knownEvents: Record<EventChannel, true> = {
  'session.changed': true,
  'session.expired': true,
  'settings.changed': true,
  'policy.changed': true,
  'lock.changed': true,
  'export.progress': true,
  'export.finished': true,
  'upload.progress': true,
  'queues.changed': true,
  'window.command': true,
  'update.changed': true,
  'forms.dirtyQuery': true,
  'menu.action': true,
};
const isKnownEvent = (name: unknown): name is EventChannel =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(knownEvents, name);

/**
 * The contract over Electron IPC. The renderer's listener gets (event name, payload) only: the
 * IpcRendererEvent (and its `sender`) never crosses the bridge.
 */
export const ipcTransport: Transport = {
  invoke: (channel, input): Promise<Result<unknown>> =>
    ipcRenderer
      .invoke(INVOKE_CHANNEL, channel, input)
      .then((result: unknown) => result as Result<unknown>)
      .catch(() => fail('internal', 'the main process did not answer')),
  subscribe(listener) {
    const handler = (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (isKnownEvent(name)) listener(name, payload);
    };
    ipcRenderer.on(EVENT_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, handler);
    };
  },
};
