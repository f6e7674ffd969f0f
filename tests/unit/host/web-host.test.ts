import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WS_PATH, decodeBinary, encodeBinary, type HostMessage } from '../../../src/shared/contract';
import { parseWebArgs } from '../../../src/main/web/parse-args';
import { workspaceUrl } from '../../../src/main/electron/app-origin';
import {
  checkIdleMinuteEnvironment,
  checkSocialTestEnvironment,
  startWebHost,
  WebHostError,
  type RunningWebHost,
} from '../../../src/main/web/web-host';
import { recordingLogger, tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';

let fake: FakeHttpServer;
let host: RunningWebHost;
let dir: string;
const log = recordingLogger();

beforeAll(async () => {
  fake = await startFakeHttpServer({
    'POST /blade-auth/oauth/token': () => ({ json: tokenAnswer() }),
    'GET /blade-auth/oauth/captcha': () => ({ json: { key: 'k', image: 'data:image/png;base64,AA' } }),
  });
  dir = mkdtempSync(join(tmpdir(), 'web-host-test-'));
  const root = join(dir, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="zh-CN"><script src="./assets/app.js"></script></html>',
  );
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  host = await startWebHost(
    { port: 0, dataDir: join(dir, 'data'), build: false, keychain: false, staticRoot: null },
    { BLADE_CAPTCHA_FIXED: 'e2e42', BLADE_ALLOW_DEFAULT_PASSWORDS: '1' },
    log,
    {
      staticRoot: root,
      startServer: async (opts) => {
        expect(opts).toMatchObject({ port: 0, captchaFixed: 'e2e42' });
        expect(opts.dataDir).toBe(join(dir, 'data', 'server'));
        return { url: fake.url, port: fake.port, close: async () => {} };
      },
    },
  );
});
afterAll(async () => {
  await host?.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The cookie a browser holds once it opened the announced address (the launch key). */
const keyCookie = () => `dali_launch_${host.port}=${host.launchKey}`;
/** fetch as that browser. */
const keyed = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: keyCookie() } });

const rawGet = async (path: string) => {
  const { request } = await import('node:http');
  return new Promise<string>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: { cookie: keyCookie() } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${text}`));
    });
    req.on('error', reject);
    req.end();
  });
};

const connect = (origin: string, cookie: string | null = keyCookie()) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}${WS_PATH}`, {
      origin,
      headers: cookie === null ? {} : { cookie },
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });

const messages = (ws: WebSocket) => {
  const received: HostMessage[] = [];
  ws.on('message', (raw) => received.push(decodeBinary(JSON.parse(raw.toString())) as HostMessage));
  return received;
};

const call = (ws: WebSocket, received: HostMessage[], id: number, channel: string, input?: unknown) => {
  ws.send(JSON.stringify(encodeBinary({ t: 'invoke', id, channel, input })));
  return new Promise<HostMessage>((resolve) => {
    const timer = setInterval(() => {
      const found = received.find((m) => m.t === 'result' && m.id === id);
      if (found) {
        clearInterval(timer);
        resolve(found);
      }
    }, 5);
  });
};

describe('browser host', () => {
  it('serves the page only to a browser holding the launch key, which the announced address hands over', async () => {
    expect((await fetch(`${host.url}/`)).status).toBe(401);
    expect((await fetch(`${host.url}/wel/index`, { headers: { accept: 'text/html' } })).status).toBe(401);
    expect((await fetch(`${host.url}/?launch=wrong`, { redirect: 'manual' })).status).toBe(401);
    const opened = await fetch(`${host.url}/?launch=${host.launchKey}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(keyCookie());
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    // Assets are public code: no key needed.
    expect((await fetch(`${host.url}/assets/app.js`)).status).toBe(200);
  });

  it('refuses a socket that forges the Origin but holds no launch key (any local process)', async () => {
    await expect(connect(`http://127.0.0.1:${host.port}`, null)).rejects.toThrow(/401/);
    await expect(connect(`http://127.0.0.1:${host.port}`, `dali_launch_${host.port}=guess`)).rejects.toThrow(/401/);
  });

  it('serves index.html with the strict headers', async () => {
    const res = await keyed(`${host.url}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${host.port}`);
    expect(csp).toContain(`img-src 'self' data: blob: ${fake.url}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('falls back to index.html for client routes, serves assets from the root, 404s missing files', async () => {
    const route = await keyed(`${host.url}/wel/index`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('lang="zh-CN"');
    const asset = await fetch(`${host.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${host.url}/wel/assets/app.js`)).status).toBe(404);
    expect((await fetch(`${host.url}/assets/missing.js`)).status).toBe(404);
    const dotted = await keyed(`${host.url}/myiframe/www.example.com`, { headers: { accept: 'text/html' } });
    expect(dotted.status).toBe(200);
    expect(await dotted.text()).toContain('lang="zh-CN"');
    for (const path of ['/../../etc/passwd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const body = await rawGet(path);
      expect(body).not.toContain('root:');
    }
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: host.port, path: '/', headers: { host: 'evil.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('refuses WebSocket connections from any other origin', async () => {
    await expect(connect('http://evil.example')).rejects.toThrow(/403/);
    await expect(connect(`http://127.0.0.1:${host.port + 1}`)).rejects.toThrow(/403/);
    await expect(connect('null')).rejects.toThrow(/403/);
  });

  it('carries the contract: invoke → result, events to every socket, bad messages answered', async () => {
    const a = await connect(`http://127.0.0.1:${host.port}`);
    const b = await connect(`http://localhost:${host.port}`);
    const fromA = messages(a);
    const fromB = messages(b);

    expect(await call(a, fromA, 1, 'auth.captcha')).toEqual({
      t: 'result',
      id: 1,
      result: { ok: true, data: { key: 'k', image: 'data:image/png;base64,AA' } },
    });
    const login = await call(a, fromA, 2, 'auth.login', {
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: 'k',
      captchaCode: 'e2e42',
    });
    expect(login).toMatchObject({ result: { ok: true, data: { signedIn: true } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(fromB.some((m) => m.t === 'event' && m.event === 'session.changed')).toBe(true);

    expect(await call(a, fromA, 3, 'no.such.channel')).toMatchObject({
      result: { ok: false, error: { code: 'invalid-payload' } },
    });
    a.send(JSON.stringify({ t: 'invoke', id: 4, channel: 42 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(fromA.find((m) => m.t === 'result' && m.id === 4)).toMatchObject({ result: { ok: false } });
    a.send('not json');

    const upload = await call(a, fromA, 5, 'http.upload', {
      url: '/api/blade-resource/oss/endpoint/put-file',
      fileName: 'a.png',
      mimeType: 'image/png',
      bytes: new Uint8Array([137, 80, 78, 71]),
    });
    expect(upload.t).toBe('result');
    expect(fake.last().path).toBe('/blade-resource/oss/endpoint/put-file');
    expect(fake.last().body.includes(Buffer.from([137, 80, 78, 71]))).toBe(true);
    a.close();
    b.close();
  });
});

describe('browser host CLI arguments and refusals', () => {
  it('parses the documented flags and rejects unknown ones', () => {
    expect(parseWebArgs(['--port', '5190', '--data-dir', '/tmp/x', '--no-build'])).toEqual({
      ok: true,
      args: { port: 5190, dataDir: '/tmp/x', build: false, keychain: false, staticRoot: null },
    });
    expect(parseWebArgs([])).toEqual({
      ok: true,
      args: { port: 5180, dataDir: '.data/web', build: true, keychain: false, staticRoot: null },
    });
    expect(parseWebArgs(['--port=0', '--keychain'])).toMatchObject({ ok: true, args: { port: 0, keychain: true } });
    expect(parseWebArgs(['--port', 'abc']).ok).toBe(false);
    expect(parseWebArgs(['--port', '70000']).ok).toBe(false);
    expect(parseWebArgs(['--bogus']).ok).toBe(false);
    expect(parseWebArgs(['--static-root', 'out/web-x'])).toMatchObject({
      ok: true,
      args: { staticRoot: 'out/web-x', build: false },
    });
    expect(parseWebArgs(['--static-root']).ok).toBe(false);
  });

  it('refuses BLADE_CAPTCHA_FIXED under NODE_ENV=production, and a missing build with --no-build', async () => {
    const startServer = async () => {
      throw new Error('must not start');
    };
    const args = { port: 0, dataDir: join(dir, 'x'), build: false, keychain: false, staticRoot: null };
    await expect(
      startWebHost(args, { BLADE_CAPTCHA_FIXED: '1', NODE_ENV: 'production' }, log, { startServer }),
    ).rejects.toThrow(WebHostError);
    await expect(startWebHost(args, {}, log, { startServer, staticRoot: join(dir, 'nothing') })).rejects.toThrow(
      /does not exist.*npm run build:web/,
    );
  });

  it('says clearly when the port is taken, and cleans up the server it started', async () => {
    let closed = false;
    await expect(
      startWebHost(
        { port: host.port, dataDir: join(dir, 'y'), build: false, keychain: false, staticRoot: null },
        {},
        log,
        {
          staticRoot: join(dir, 'web'),
          startServer: async () => ({ url: fake.url, port: fake.port, close: async () => void (closed = true) }),
        },
      ),
    ).rejects.toThrow(/already in use/);
    expect(closed).toBe(true);
  });
});

describe('browser host: shell channels', () => {
  it('keeps tabs in <dataDir>/workspace.json, broadcasts lock.changed, and has no openRoute', async () => {
    const ws = await connect(host.url);
    const received = messages(ws);
    await call(ws, received, 1, 'auth.login', {
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: 'k',
      captchaCode: 'e2e42',
    });
    const tabs = { tabs: [{ label: '首页', value: '/wel/index' }], activeTab: '/wel/index' };
    expect(await call(ws, received, 2, 'workspace.set', tabs)).toMatchObject({ result: { ok: true } });
    const { readFileSync } = await import('node:fs');
    const file = JSON.parse(readFileSync(join(dir, 'data', 'workspace.json'), 'utf8')) as { users: object };
    expect(Object.keys(file.users)).toEqual(['000000/admin']);

    expect(await call(ws, received, 3, 'lock.lock', { password: '1234' })).toMatchObject({
      result: { ok: true, data: { locked: true } },
    });
    expect(received).toContainEqual({
      t: 'event',
      event: 'lock.changed',
      payload: { locked: true, hasPassword: true, reason: 'manual' },
    });
    expect(await call(ws, received, 4, 'lock.unlock', { password: '1234' })).toMatchObject({ result: { ok: true } });
    expect(await call(ws, received, 5, 'window.openRoute', { path: '/wel/index' })).toMatchObject({
      result: { ok: false, error: { code: 'internal', message: 'not available in the browser host' } },
    });
    expect(await call(ws, received, 6, 'activity.ping')).toMatchObject({ result: { ok: true, data: null } });
    await call(ws, received, 7, 'auth.logout');
    ws.close();
  });
});

describe('browser host: test switches', () => {
  it('BLADE_SOCIAL_TEST and BLADE_IDLE_MINUTE_MS are read only outside production', () => {
    expect(checkSocialTestEnvironment({})).toBe(false);
    expect(checkSocialTestEnvironment({ BLADE_SOCIAL_TEST: '1' })).toBe(true);
    expect(checkSocialTestEnvironment({ BLADE_SOCIAL_TEST: 'yes' })).toBe(false);
    expect(() => checkSocialTestEnvironment({ BLADE_SOCIAL_TEST: '1', NODE_ENV: 'production' })).toThrow(
      /BLADE_SOCIAL_TEST is for tests only/,
    );

    expect(checkIdleMinuteEnvironment({})).toBeUndefined();
    expect(checkIdleMinuteEnvironment({ BLADE_IDLE_MINUTE_MS: '1000' })).toBe(1000);
    for (const bad of ['abc', '-5', '1.5', '10', '99999999']) {
      expect(() => checkIdleMinuteEnvironment({ BLADE_IDLE_MINUTE_MS: bad }), bad).toThrow(WebHostError);
    }
    expect(() => checkIdleMinuteEnvironment({ BLADE_IDLE_MINUTE_MS: '1000', NODE_ENV: 'production' })).toThrow(
      /BLADE_IDLE_MINUTE_MS is for tests only/,
    );
  });

  it('passes the social test switch to the embedded server, and refuses it in production before starting anything', async () => {
    let seen: unknown = null;
    const args = { port: 0, dataDir: join(dir, 'switches'), build: false, keychain: false, staticRoot: null };
    const running = await startWebHost(args, { BLADE_SOCIAL_TEST: '1', BLADE_IDLE_MINUTE_MS: '500' }, log, {
      staticRoot: join(dir, 'web'),
      startServer: async (opts) => {
        seen = opts;
        return { url: fake.url, port: fake.port, close: async () => {} };
      },
    });
    await running.close();
    expect(seen).toMatchObject({ socialTestProvider: true });
    await expect(
      startWebHost(args, { BLADE_IDLE_MINUTE_MS: '500', NODE_ENV: 'production' }, log, {
        staticRoot: join(dir, 'web'),
        startServer: async () => {
          throw new Error('must not start');
        },
      }),
    ).rejects.toThrow(WebHostError);
  });
});

describe('electron workspace window URL', () => {
  it('app:// routes go in the hash; the dev server uses real paths', () => {
    const app = { url: 'app://bundle/index.html', origin: 'app://bundle' };
    expect(workspaceUrl(app)).toBe('app://bundle/index.html');
    expect(workspaceUrl(app, '/system/user?id=1')).toBe('app://bundle/index.html#/system/user?id=1');
    const dev = { url: 'http://localhost:5173/', origin: 'http://localhost:5173' };
    expect(workspaceUrl(dev, '/system/user?id=1')).toBe('http://localhost:5173/system/user?id=1');
  });
});
