import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import {
  WS_PATH,
  clientMessageSchema,
  decodeBinary,
  encodeBinary,
  fail,
  type EventChannel,
  type HostMessage,
} from '../../shared/contract';
import type { Dispatch } from '../host/dispatch';
import type { Logger } from '../host/log';

/** Uploads travel base64-encoded: room for a 100 MB video plus a third of overhead. */
const MAX_MESSAGE_BYTES = 140 * 1024 * 1024;

const refuse = (socket: Duplex, status: number, reason: string) => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

const idOf = (json: unknown): number | null => {
  const id = (json as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : null;
};

/**
 * The contract over a loopback WebSocket at WS_PATH. Only pages of our own origin may connect:
 * any other site the user visits could otherwise open ws://127.0.0.1:N and act as the operator.
 */
export const attachHostSocket = (
  server: Server,
  opts: {
    allowedOrigins: () => Set<string>;
    /** Whether the upgrade carries this launch's secret (launch-key.ts): the page's cookie. */
    holdsLaunchKey: (request: IncomingMessage) => boolean;
    dispatch: Dispatch;
    log: Logger;
  },
) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  // Each page's socket is a window of the browser host: its id names the caller and the target of `sendTo`.
  const windows = new Map<number, WebSocket>();
  const ids = new WeakMap<WebSocket, number>();
  let nextWindowId = 1;

  const send = (ws: WebSocket, message: HostMessage) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(encodeBinary(message)));
  };

  const onMessage = async (ws: WebSocket, raw: RawData, isBinary: boolean) => {
    if (isBinary) {
      ws.close(1003, 'text frames only');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      opts.log.warn('host socket: a message that is not JSON was ignored');
      return;
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const id = idOf(json);
      if (id !== null) send(ws, { t: 'result', id, result: fail('invalid-payload', 'malformed message') });
      else opts.log.warn('host socket: a malformed message without an id was ignored');
      return;
    }
    const { id, channel, input } = parsed.data;
    const windowId = ids.get(ws);
    const result = await opts.dispatch(channel, decodeBinary(input), windowId === undefined ? undefined : { windowId });
    send(ws, { t: 'result', id, result });
  };

  wss.on('connection', (ws) => {
    const windowId = nextWindowId++;
    windows.set(windowId, ws);
    ids.set(ws, windowId);
    ws.on('close', () => windows.delete(windowId));
    ws.on('message', (raw, isBinary) => {
      onMessage(ws, raw, isBinary).catch((error: unknown) => opts.log.error('host socket message failed', error));
    });
    ws.on('error', (error) => opts.log.warn(`host socket error: ${error.message}`));
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WS_PATH) return refuse(socket, 404, 'Not Found');
    const origin = request.headers.origin;
    if (!origin || !opts.allowedOrigins().has(origin)) {
      opts.log.warn(`host socket: refused a connection from origin ${origin ?? '(none)'}`);
      return refuse(socket, 403, 'Forbidden');
    }
    // An Origin header is easy to forge from outside a browser; the launch secret is not known outside the page.
    if (!opts.holdsLaunchKey(request)) {
      opts.log.warn('host socket: refused a connection without the launch key');
      return refuse(socket, 401, 'Unauthorized');
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  return {
    broadcast(event: EventChannel, payload: unknown) {
      for (const client of wss.clients) send(client, { t: 'event', event, payload });
    },
    /** One event to one page; false when its socket is gone. */
    sendTo(windowId: number, event: EventChannel, payload: unknown): boolean {
      const ws = windows.get(windowId);
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      send(ws, { t: 'event', event, payload });
      return true;
    },
    isOpen: (windowId: number) => windows.get(windowId)?.readyState === WebSocket.OPEN,
    connectionCount: () => wss.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade);
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
};
