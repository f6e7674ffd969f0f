import type { EventChannel, InvokeChannel } from '../../shared/contract/channels';
import { fail, type Result } from '../../shared/contract/result';
import type { Transport } from '../../shared/contract/window-api';
import { decodeBinary, encodeBinary, WS_PATH } from '../../shared/contract/ws-protocol';

/** The part of the DOM WebSocket the transport uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface WsTransportOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** First reconnect delay; doubled after every failed attempt up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

export interface WsTransport extends Transport {
  /** Closes the socket for good: pending calls fail and no reconnect is attempted. */
  dispose(): void;
}

const OPEN = 1;

// Listed here rather than read from the contract's schema map, which would pull zod into the
// sign-in bundle; the Record type fails to compile if the contract gains an event this misses.
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

interface PendingCall {
  message: string;
  sent: boolean;
  resolve: (result: Result<unknown>) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

const isResult = (value: unknown): value is Result<unknown> =>
  isRecord(value) &&
  ((value.ok === true && 'data' in value) ||
    (value.ok === false && isRecord(value.error) && typeof value.error.message === 'string'));

/** The browser host's side of the contract: JSON over a loopback WebSocket, one socket per window. */
export const createWsTransport = (options: WsTransportOptions): WsTransport => {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const initialBackoff = options.initialBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 5000;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));

  const pending = new Map<number, PendingCall>();
  const listeners = new Set<(event: EventChannel, payload: unknown) => void>();
  let socket: SocketLike | null = null;
  let nextId = 1;
  let backoff = initialBackoff;
  let reconnectScheduled = false;
  let disposed = false;

  const failAll = (message: string) => {
    const calls = [...pending.values()];
    pending.clear();
    for (const call of calls) call.resolve(fail('network', message));
  };

  const flush = () => {
    if (!socket || socket.readyState !== OPEN) return;
    for (const call of pending.values()) {
      if (call.sent) continue;
      socket.send(call.message);
      call.sent = true;
    }
  };

  const handleMessage = (raw: unknown) => {
    if (typeof raw !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isRecord(message)) return;
    if (message.t === 'result' && typeof message.id === 'number') {
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      const result = decodeBinary(message.result);
      call.resolve(isResult(result) ? result : fail('internal', 'malformed reply from the host'));
      return;
    }
    if (message.t === 'event' && isKnownEvent(message.event)) {
      const payload = decodeBinary(message.payload);
      for (const listener of [...listeners]) listener(message.event, payload);
    }
  };

  const scheduleReconnect = () => {
    // Reconnect only when someone is waiting: a call to send or an event subscriber.
    if (disposed || reconnectScheduled || (pending.size === 0 && listeners.size === 0)) return;
    reconnectScheduled = true;
    const delay = backoff;
    backoff = Math.min(backoff * 2, maxBackoff);
    setTimer(() => {
      reconnectScheduled = false;
      connect();
    }, delay);
  };

  const connect = () => {
    if (disposed || socket) return;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      backoff = initialBackoff;
      flush();
    };
    current.onmessage = (event) => handleMessage(event.data);
    current.onerror = () => {
      // A close event always follows; cleanup happens there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      // Calls already sent may have run in main but their answers are lost; calls not yet
      // sent fail too, so nothing hangs while the host is away.
      failAll('the connection to the application host was lost');
      scheduleReconnect();
    };
  };

  return {
    invoke(channel: InvokeChannel, input: unknown): Promise<Result<unknown>> {
      if (disposed) return Promise.resolve(fail('network', 'the transport is closed'));
      const id = nextId;
      nextId += 1;
      const message = JSON.stringify({ t: 'invoke', id, channel, input: encodeBinary(input) });
      return new Promise((resolve) => {
        pending.set(id, { message, sent: false, resolve });
        if (socket) flush();
        else connect();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!socket) connect();
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      const current = socket;
      socket = null;
      failAll('the transport is closed');
      current?.close();
    },
  };
};

/** The URL of the browser host's socket: same origin as the page, which is all the host accepts. */
export const hostSocketUrl = (location: { protocol: string; host: string }): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}`;
