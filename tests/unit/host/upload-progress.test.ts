import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventChannel, UploadProgress } from '../../../src/shared/contract';
import type { Settings } from '../../../src/shared/settings';
import { createHost } from '../../../src/main/host/create-host';
import { createMemorySettings } from '../../../src/main/host/settings/memory-settings';
import { createMemoryVault } from '../../../src/main/host/vault/memory-vault';
import { watchIdle } from '../../../src/main/host/api/idle-watch';
import { countingStream, encodeForm, throttleProgress } from '../../../src/main/host/api/upload-body';
import { createTestServer, TEST_CAPTCHA, type TestServer } from '../../helpers/server';
import { recordingLogger } from './support/bladex-fixtures';
import { createFakeClock } from './support/fake-clock';

const PUT_FILE = '/api/blade-resource/oss/endpoint/put-file';

/** The host against `serverUrl`, recording each event with the wall-clock time it was emitted. */
const hostFor = (serverUrl: string, settings: Partial<Settings> = {}, networkFetch?: typeof fetch) => {
  const events: Array<{ event: EventChannel; payload: unknown; at: number }> = [];
  const host = createHost({
    transport: 'web',
    version: '9.9.9',
    requireNewDefaultPassword: false,
    log: recordingLogger(),
    vault: createMemoryVault(),
    settings: createMemorySettings({ captchaMode: false, ...settings }),
    clock: createFakeClock(),
    embeddedServerUrl: () => serverUrl,
    emit: (event, payload) => events.push({ event, payload, at: Date.now() }),
    networkFetch,
  });
  const progress = () =>
    events.filter((e) => e.event === 'upload.progress').map((e) => ({ ...(e.payload as UploadProgress), at: e.at }));
  return { host, progress };
};

interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A plain node HTTP server that takes the whole body at `bytesPerTick` every `tickMs` (a slow remote server) or as
 * fast as it comes, parses it as multipart like any server would, and answers what it found.
 */
const startMultipartServer = async (pace?: { bytesPerTick: number; tickMs: number }) => {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let sinceTick = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        sinceTick += chunk.length;
        if (!pace || sinceTick < pace.bytesPerTick) return callback();
        sinceTick = 0;
        setTimeout(callback, pace.tickMs);
      },
    });
    pipeline(req, sink)
      .then(async () => {
        const body = Buffer.concat(chunks);
        received.push({ headers: req.headers, body });
        const form = await new Request('http://x/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body,
        }).formData();
        const file = form.get('file');
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            code: 200,
            data: {
              name: file instanceof File ? file.name : null,
              type: file instanceof File ? file.type : null,
              size: file instanceof File ? file.size : null,
              fields: Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
            },
          }),
        );
        if (file instanceof File) lastFile = new Uint8Array(await file.arrayBuffer());
      })
      .catch(() => res.destroy());
  });
  let lastFile: Uint8Array | null = null;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    lastFile: () => lastFile,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

type MultipartServer = Awaited<ReturnType<typeof startMultipartServer>>;
const servers: MultipartServer[] = [];
const serve = async (pace?: { bytesPerTick: number; tickMs: number }) => {
  const server = await startMultipartServer(pace);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const expectMonotonicToTotal = (events: UploadProgress[], uploadId: string) => {
  expect(events.length).toBeGreaterThan(0);
  const total = events[0].total;
  for (const [i, event] of events.entries()) {
    expect(event.uploadId).toBe(uploadId);
    expect(event.total).toBe(total);
    if (i > 0) expect(event.sent).toBeGreaterThan(events[i - 1].sent);
  }
  expect(events.at(-1)?.sent).toBe(total);
  return total;
};

describe('throttleProgress', () => {
  it('reports at most once per interval, skips nothing backwards, and always reports the end', () => {
    let now = 0;
    const reported: Array<[number, number]> = [];
    const report = throttleProgress({
      total: 1000,
      intervalMs: 100,
      now: () => now,
      report: (s) => reported.push([now, s]),
    });
    for (const [at, sent] of [
      [0, 10],
      [40, 50],
      [99, 90],
      [100, 120],
      [150, 200],
      [260, 200],
      [261, 190],
      [380, 400],
      [381, 1000],
      [382, 1000],
    ]) {
      now = at;
      report(sent);
    }
    expect(reported).toEqual([
      [0, 10],
      [100, 120],
      [260, 200],
      [380, 400],
      [381, 1000],
    ]);
  });
});

describe('countingStream', () => {
  it('hands over every byte of every piece in order, in slices, counting each as it is taken', async () => {
    const bytes = randomBytes(300_010);
    // Pieces as the encoder yields them: a header, the file, the closing boundary (and an empty one to skip).
    const pieces = [bytes.subarray(0, 10), bytes.subarray(10, 300_000), new Uint8Array(0), bytes.subarray(300_000)];
    const counts: number[] = [];
    const chunks: Buffer[] = [];
    for await (const chunk of countingStream(pieces, (sent) => counts.push(sent), 64 * 1024))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(chunks.map((c) => c.length)).toEqual([10, 65536, 65536, 65536, 65536, 37846, 10]);
    expect(counts).toEqual([10, 65546, 131082, 196618, 262154, 300000, 300010]);
  });

  it('encodes a form once, as fetch would, with the boundary in its content type', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), '洱海.png');
    const { pieces, length, contentType } = await encodeForm(form);
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
    const bytes = Buffer.concat(pieces);
    expect(bytes.length).toBe(length);
    const text = bytes.toString('utf8');
    expect(text.startsWith(`--${boundary}\r\n`)).toBe(true);
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    expect(text).toContain('filename="洱海.png"');
  });
});

describe('watchIdle', () => {
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('fires after a silence of the timeout, however long the body keeps moving before it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const source = new PassThrough();
      const watch = watchIdle(source, 1000);
      watch.stream.resume();
      for (let i = 0; i < 10; i += 1) {
        vi.advanceTimersByTime(900);
        source.write(Buffer.alloc(10));
        await flush();
      }
      expect(watch.fired()).toBe(false);
      vi.advanceTimersByTime(999);
      expect(watch.fired()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(watch.fired()).toBe(true);
      expect(watch.signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after the last byte, gives the server the timeout plus as long again as the body took', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const source = new PassThrough();
      const watch = watchIdle(source, 1000);
      watch.stream.resume();
      for (let i = 0; i < 5; i += 1) {
        vi.advanceTimersByTime(800);
        source.write(Buffer.alloc(10));
        await flush();
      }
      source.end();
      await flush();
      vi.advanceTimersByTime(1000 + 4000 - 1);
      expect(watch.fired()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(watch.fired()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never fires once disposed (the answer came)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const watch = watchIdle(new PassThrough(), 1000);
      watch.dispose();
      vi.advanceTimersByTime(10_000);
      expect(watch.fired()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('http.upload with an uploadId', () => {
  it('sends byte-identical multipart with a Content-Length, and reports progress to the end with the id', async () => {
    const server = await serve();
    const t = hostFor(server.url);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const result = await t.host.dispatch('http.upload', {
      url: PUT_FILE,
      fileName: '大理古城 "夜景".mp4',
      mimeType: 'video/mp4',
      bytes,
      fields: { folder: 'videos' },
      uploadId: 'up-1_a',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        status: 200,
        data: {
          code: 200,
          data: { name: '大理古城 "夜景".mp4', type: 'video/mp4', size: bytes.length, fields: { folder: 'videos' } },
        },
      },
    });
    expect(Buffer.from(server.lastFile() ?? []).equals(bytes)).toBe(true);

    const [request] = server.received;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers['content-length']).toBe(String(request.body.length));
    expect(request.headers['transfer-encoding']).toBeUndefined();
    const boundary = /boundary=(.+)$/.exec(request.headers['content-type'] ?? '')?.[1] ?? '';
    expect(request.body.subarray(0, boundary.length + 2).toString()).toBe(`--${boundary}`);
    expect(request.body.subarray(-(boundary.length + 6)).toString()).toBe(`--${boundary}--\r\n`);

    const total = expectMonotonicToTotal(t.progress(), 'up-1_a');
    expect(total).toBe(request.body.length);
  });

  it('through the fetch adapter (the desktop net.fetch) streams the same bytes, chunked, with progress', async () => {
    const server = await serve();
    // Node's fetch stands in for Electron's net.fetch: the same adapter, the same web stream body.
    const t = hostFor(server.url, {}, globalThis.fetch);
    const bytes = randomBytes(2 * 1024 * 1024 + 5);
    const result = await t.host.dispatch('http.upload', {
      url: PUT_FILE,
      fileName: '洱海.mp4',
      mimeType: 'video/mp4',
      bytes,
      uploadId: 'via-fetch',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { status: 200, data: { data: { name: '洱海.mp4', size: bytes.length } } },
    });
    expect(Buffer.from(server.lastFile() ?? []).equals(bytes)).toBe(true);
    const [request] = server.received;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; ?boundary=/);
    // fetch streams a body of unknown length as chunks; the server still reads it whole.
    expect(request.headers['transfer-encoding']).toBe('chunked');
    expect(expectMonotonicToTotal(t.progress(), 'via-fetch')).toBe(request.body.length);
  });

  it('throttles a slow upload to about ten events a second, and lets it run past the request timeout', async () => {
    // ~6 MB/s: the 16 MB upload takes well over the 1 s request timeout, which counts silence, not the whole trip.
    const server = await serve({ bytesPerTick: 64 * 1024, tickMs: 10 });
    const t = hostFor(server.url, { requestTimeoutMs: 1000 });
    const bytes = randomBytes(16 * 1024 * 1024);
    const started = Date.now();
    const result = await t.host.dispatch('http.upload', {
      url: PUT_FILE,
      fileName: 'slow.mp4',
      mimeType: 'video/mp4',
      bytes,
      uploadId: 'slow',
    });
    const elapsed = Date.now() - started;
    expect(result.ok).toBe(true);
    expect(elapsed).toBeGreaterThan(1000);
    expect(Buffer.from(server.lastFile() ?? []).equals(bytes)).toBe(true);

    const events = t.progress();
    expectMonotonicToTotal(events, 'slow');
    // Every event but the final one is at least the interval after the one before it.
    for (let i = 1; i < events.length - 1; i += 1) {
      expect(events[i].at - events[i - 1].at).toBeGreaterThanOrEqual(99);
    }
    expect(events.length).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 2);
    // Slow enough that the bar moves in steps, not straight from the first slice to the end.
    expect(events.length).toBeGreaterThanOrEqual(4);
  }, 30_000);

  it('gives up a connection where nothing moves for the request timeout: 请求超时', async () => {
    let stalled: IncomingMessage | null = null;
    const server = createServer((req) => {
      // Takes nothing and never answers.
      req.pause();
      stalled = req;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const t = hostFor(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { requestTimeoutMs: 400 });
    const started = Date.now();
    const result = await t.host.dispatch('http.upload', {
      url: PUT_FILE,
      fileName: 'stuck.mp4',
      mimeType: 'video/mp4',
      bytes: randomBytes(32 * 1024 * 1024),
      uploadId: 'stuck',
    });
    expect(result).toEqual({ ok: false, error: { code: 'network', message: '请求超时' } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stalled).not.toBeNull();
    const events = t.progress();
    expect(events.at(-1)?.sent ?? 0).toBeLessThan(events.at(-1)?.total ?? 1);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('without an uploadId sends the same multipart and no progress events', async () => {
    const server = await serve();
    const t = hostFor(server.url);
    const bytes = randomBytes(100_000);
    const result = await t.host.dispatch('http.upload', {
      url: PUT_FILE,
      fileName: 'a.png',
      mimeType: 'image/png',
      bytes,
    });
    expect(result).toMatchObject({ ok: true, data: { data: { data: { name: 'a.png', size: 100_000 } } } });
    expect(Buffer.from(server.lastFile() ?? []).equals(bytes)).toBe(true);
    expect(t.progress()).toEqual([]);
  });

  it('refuses a malformed uploadId before anything is sent', async () => {
    const server = await serve();
    const t = hostFor(server.url);
    for (const uploadId of ['', 'has space', 'x'.repeat(65), '../etc', 42]) {
      const result = await t.host.dispatch('http.upload', {
        url: PUT_FILE,
        fileName: 'a.png',
        mimeType: 'image/png',
        bytes: new Uint8Array([1]),
        uploadId,
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    expect(server.received).toEqual([]);
    expect(t.progress()).toEqual([]);
  });
});

describe('http.upload with an uploadId to the embedded server', () => {
  let embedded: TestServer;
  let url: string;
  beforeAll(async () => {
    embedded = await createTestServer();
    url = await embedded.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => embedded.close());

  it('stores the file byte for byte through put-file, with progress to 100 %', async () => {
    // The seeded client grants the captcha sign-in only.
    const t = hostFor(url, { captchaMode: true });
    const captcha = await t.host.dispatch('auth.captcha', undefined);
    expect(captcha.ok).toBe(true);
    const signedIn = await t.host.dispatch('auth.login', {
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: captcha.ok ? (captcha.data as { key: string }).key : '',
      captchaCode: TEST_CAPTCHA,
    });
    expect(signedIn, JSON.stringify(signedIn)).toMatchObject({ ok: true });

    // A real PNG signature and header, then 2 MB of noise: the server checks the magic bytes and the size.
    const png = Buffer.concat([
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ', 'base64'),
      randomBytes(2 * 1024 * 1024),
    ]);
    const result = await t.host.dispatch('http.upload', {
      url: PUT_FILE,
      fileName: '洱海 日出.png',
      mimeType: 'image/png',
      bytes: png,
      uploadId: 'embedded-1',
    });
    expect(result.ok).toBe(true);
    const file = (result as { data: { data: { data: { link: string; originalName: string } } } }).data.data.data;
    expect(file.originalName).toBe('洱海 日出.png');
    expectMonotonicToTotal(t.progress(), 'embedded-1');

    const stored = await fetch(file.link);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true);
  }, 30_000);
});
