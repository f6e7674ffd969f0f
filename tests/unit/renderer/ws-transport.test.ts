import { describe, expect, it } from 'vitest';
import { createWsTransport, hostSocketUrl, type SocketLike } from '../../../src/renderer/platform/ws-transport';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send before open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const transport = createWsTransport({
    url: 'ws://127.0.0.1:5000/__host',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    initialBackoffMs: 100,
    maxBackoffMs: 350,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  });
  const runTimers = () => {
    const due = timers.splice(0);
    for (const timer of due) timer.fn();
    return due.map((t) => t.ms);
  };
  return { transport, sockets, timers, runTimers };
};

describe('ws transport', () => {
  it('connects lazily, queues calls until open, and matches answers to calls by id', async () => {
    const { transport, sockets } = setup();
    expect(sockets).toHaveLength(0);
    const first = transport.invoke('session.get', undefined);
    const second = transport.invoke('settings.get', undefined);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toBe('ws://127.0.0.1:5000/__host');
    expect(sockets[0].sent).toEqual([]);

    sockets[0].open();
    expect(sockets[0].sent.map((m) => [m.t, m.channel])).toEqual([
      ['invoke', 'session.get'],
      ['invoke', 'settings.get'],
    ]);
    const [idA, idB] = sockets[0].sent.map((m) => m.id as number);
    expect(idA).not.toBe(idB);

    // Answered out of order: each promise still gets its own result.
    sockets[0].receive({ t: 'result', id: idB, result: { ok: true, data: { language: 'en' } } });
    sockets[0].receive({
      t: 'result',
      id: idA,
      result: { ok: false, error: { code: 'http', message: '用户名或密码不正确' } },
    });
    await expect(first).resolves.toEqual({ ok: false, error: { code: 'http', message: '用户名或密码不正确' } });
    await expect(second).resolves.toEqual({ ok: true, data: { language: 'en' } });
  });

  it('sends at once when the socket is already open', () => {
    const { transport, sockets } = setup();
    void transport.invoke('app.info', undefined);
    sockets[0].open();
    void transport.invoke('session.get', undefined);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].sent.map((m) => m.channel)).toEqual(['app.info', 'session.get']);
  });

  it('carries bytes as tagged base64 both ways', async () => {
    const { transport, sockets } = setup();
    const call = transport.invoke('http.upload', {
      url: '/api/blade-resource/oss/endpoint/put-file',
      fileName: 'a.png',
      mimeType: 'image/png',
      bytes: new Uint8Array([1, 2, 255]),
    });
    sockets[0].open();
    const sent = sockets[0].sent[0];
    expect((sent.input as { bytes: unknown }).bytes).toEqual({ $bytes: 'AQL/' });
    sockets[0].receive({
      t: 'result',
      id: sent.id,
      result: { ok: true, data: { status: 200, data: { $bytes: 'AQL/' } } },
    });
    const result = await call;
    expect(result.ok && (result.data as { data: unknown }).data).toEqual(new Uint8Array([1, 2, 255]));
  });

  it('delivers known events to subscribers and ignores unknown ones', () => {
    const { transport, sockets } = setup();
    const seen: Array<[string, unknown]> = [];
    const off = transport.subscribe((event, payload) => seen.push([event, payload]));
    expect(sockets).toHaveLength(1);
    sockets[0].open();
    sockets[0].receive({ t: 'event', event: 'session.expired', payload: { reason: 'unauthorized' } });
    sockets[0].receive({ t: 'event', event: 'window.hijack', payload: {} });
    sockets[0].receive('not json');
    sockets[0].receive({ t: 'result', id: 999, result: { ok: true, data: null } });
    off();
    sockets[0].receive({ t: 'event', event: 'settings.changed', payload: { language: 'en' } });
    expect(seen).toEqual([['session.expired', { reason: 'unauthorized' }]]);
  });

  it('fails a malformed answer as internal instead of handing it on', async () => {
    const { transport, sockets } = setup();
    const call = transport.invoke('session.get', undefined);
    sockets[0].open();
    sockets[0].receive({ t: 'result', id: sockets[0].sent[0].id, result: { yes: 1 } });
    const result = await call;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('internal');
  });

  it('fails pending calls with a network error when the socket drops, then reconnects with backoff', async () => {
    const { transport, sockets, runTimers } = setup();
    transport.subscribe(() => {});
    const sentBeforeDrop = transport.invoke('auth.logout', undefined);
    sockets[0].open();
    const queuedWhileOpen = transport.invoke('session.get', undefined);
    sockets[0].drop();
    for (const call of [sentBeforeDrop, queuedWhileOpen]) {
      const result = await call;
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.code).toBe('network');
    }

    // Host still away: the delay doubles up to the cap.
    expect(runTimers()).toEqual([100]);
    sockets[1].drop();
    expect(runTimers()).toEqual([200]);
    sockets[2].drop();
    expect(runTimers()).toEqual([350]);
    sockets[3].drop();
    expect(runTimers()).toEqual([350]);

    // Back: calls flow again and the next drop starts from the first delay.
    sockets[4].open();
    const after = transport.invoke('session.get', undefined);
    expect(sockets[4].sent.map((m) => m.channel)).toEqual(['session.get']);
    sockets[4].receive({ t: 'result', id: sockets[4].sent[0].id, result: { ok: true, data: 'fine' } });
    await expect(after).resolves.toEqual({ ok: true, data: 'fine' });
    sockets[4].drop();
    expect(runTimers()).toEqual([100]);
  });

  it('fails a call made while the host cannot be reached instead of leaving it hanging', async () => {
    const { transport, sockets } = setup();
    const call = transport.invoke('session.get', undefined);
    sockets[0].drop();
    const result = await call;
    expect(!result.ok && result.error.code).toBe('network');
  });

  it('does not reconnect when nobody waits', () => {
    const { transport, sockets, timers } = setup();
    void transport.invoke('session.get', undefined);
    sockets[0].open();
    sockets[0].receive({ t: 'result', id: sockets[0].sent[0].id, result: { ok: true, data: null } });
    sockets[0].drop();
    expect(timers).toHaveLength(0);
  });

  it('stops for good when disposed', async () => {
    const { transport, sockets, timers } = setup();
    transport.subscribe(() => {});
    const call = transport.invoke('session.get', undefined);
    transport.dispose();
    expect(sockets[0].closed).toBe(true);
    expect(!(await call).ok).toBe(true);
    sockets[0].drop();
    expect(timers).toHaveLength(0);
    const later = await transport.invoke('session.get', undefined);
    expect(!later.ok && later.error.code).toBe('network');
  });

  it('builds the socket URL from the page origin', () => {
    expect(hostSocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/__host');
    expect(hostSocketUrl({ protocol: 'https:', host: 'example.test' })).toBe('wss://example.test/__host');
  });
});
