import { connect } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, installErrorHandlers } from '../../src/server/http/errors';
import { startServer, type RunningServer } from '../../src/server/start';
import { createTestServer, tableCounts, type TestServer } from '../helpers/server';

/** Issue 18 item 8: every error the server can produce is an R envelope with `msg`. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const expectEnvelope = (res: { statusCode: number; body: string }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, success: false });
  expect(typeof body.msg).toBe('string');
  expect(String(body.msg).length).toBeGreaterThan(0);
};

describe('Server-Timing', () => {
  it("gives the server's own time of every answer, a refusal included", async () => {
    const timed = (headers: Record<string, unknown>) => String(headers['server-timing'] ?? '');
    const listed = await server.call(admin, { method: 'GET', url: '/blade-system/user/page?current=1&size=10' });
    expect(listed.statusCode).toBe(200);
    expect(timed(listed.headers)).toMatch(/^app;dur=\d+\.\d{3}$/);
    const refused = await server.call(admin, { method: 'GET', url: '/blade-system/nothing-here' });
    expect(refused.statusCode).toBe(404);
    expect(timed(refused.headers)).toMatch(/^app;dur=\d+\.\d{3}$/);
  });
});

describe('errors Fastify raises', () => {
  it('404 for an unknown path, 405 naming the allowed method for a known path', async () => {
    expectEnvelope(await server.call(admin, { method: 'GET', url: '/blade-system/nothing-here' }), 404);
    const wrongMethod = await server.call(admin, { method: 'DELETE', url: '/blade-system/user/page' });
    expectEnvelope(wrongMethod, 405);
    expect(wrongMethod.headers.allow).toContain('GET');
  });

  it('413 for a body over the limit, 415 for an unknown content type, 400 for broken JSON', async () => {
    const big = await server.call(admin, {
      method: 'POST',
      url: '/blade-system/param/submit',
      headers: { 'content-type': 'application/json' },
      payload: `{"paramName":"${'x'.repeat(1024 * 1024 + 10)}"}`,
    });
    expectEnvelope(big, 413);
    const xml = await server.call(admin, {
      method: 'POST',
      url: '/blade-system/param/submit',
      headers: { 'content-type': 'application/xml' },
      payload: '<param/>',
    });
    expectEnvelope(xml, 415);
    const broken = await server.call(admin, {
      method: 'POST',
      url: '/blade-system/param/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"paramName": ',
    });
    expectEnvelope(broken, 400);
  });

  it('answers a handler that runs past its time with 503 and an R body', async () => {
    const app = Fastify({ handlerTimeout: 20 });
    installErrorHandlers(app);
    app.get('/slow', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { late: !request.signal.aborted };
    });
    try {
      expectEnvelope(await app.inject({ method: 'GET', url: '/slow' }), 503);
    } finally {
      await app.close();
    }
  });
});

describe("errors Node's HTTP parser raises (a real socket)", () => {
  let running: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blade-envelope-'));
    running = await startServer({ dataDir });
  });
  afterAll(async () => {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const raw = (request: string): Promise<{ statusCode: number; body: string }> =>
    new Promise((resolve, reject) => {
      const socket = connect(running.port, '127.0.0.1');
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const [head, ...rest] = text.split('\r\n\r\n');
        resolve({ statusCode: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.write(request);
    });

  it('431 for a URL over 16 KB', async () => {
    const url = `/blade-system/user/page?q=${'a'.repeat(17 * 1024)}`;
    expectEnvelope(await raw(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\n\r\n`), 431);
  });

  it('400 for a request line the parser cannot read', async () => {
    expectEnvelope(await raw('GET /a b c d\r\n\r\n'), 400);
    expectEnvelope(await raw(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n`), 400);
  });

  it('408 for a request that times out (the handler Fastify installs for clientError)', () => {
    const socket = new PassThrough() as unknown as Socket & PassThrough;
    Object.defineProperty(socket, 'destroyed', { value: false });
    let written = '';
    socket.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    answerClientError(error, socket);
    const [head, body] = written.split('\r\n\r\n');
    expect(head.startsWith('HTTP/1.1 408')).toBe(true);
    expectEnvelope({ statusCode: 408, body }, 408);
  });
});

describe('multipart with two files', () => {
  const boundary = '----dali-two-files';
  const part = (name: string, filename: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  );

  it('answers 400 and keeps neither file nor row', async () => {
    const uploads = join(server.dataDir, 'uploads');
    const filesBefore = await readdir(uploads, { recursive: true }).catch(() => []);
    const before = tableCounts(server.db);
    const res = await server.call(admin, {
      method: 'POST',
      url: '/blade-resource/oss/endpoint/put-file',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        part('file', 'a.png', PNG),
        part('file', 'b.png', PNG),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expectEnvelope(res, 400);
    expect(JSON.parse(res.body).msg).toBe('一次只能上传一个文件');
    expect(tableCounts(server.db)).toEqual(before);
    const filesAfter = (await readdir(uploads, { recursive: true }).catch(() => [])).filter(
      (f) => !String(f).match(/^\d{8}$/),
    );
    expect(filesAfter).toEqual(filesBefore.filter((f) => !String(f).match(/^\d{8}$/)));
  });
});
