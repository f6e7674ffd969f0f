import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from './support/fake-http-server';
import { tokenAnswer } from './support/bladex-fixtures';
import { createTestHost as createHarness } from './support/host-harness';

let server: FakeHttpServer;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer() }));
  server.route('GET /blade-system/menu/routes', () => ({
    json: { code: 200, success: true, data: [], msg: '操作成功' },
  }));
});

const signIn = async (t: ReturnType<typeof createHarness>) => {
  const result = await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
  expect(result.ok).toBe(true);
};

// The same calls through axios's Node http adapter (browser host, tests) and its fetch adapter (the desktop app, where
// the fetch is Electron's net.fetch; Node's own fetch stands in for it here).
describe.each([
  { adapter: 'http adapter', networkFetch: undefined },
  { adapter: 'fetch adapter', networkFetch: globalThis.fetch },
])('api client ($adapter)', ({ networkFetch }) => {
  const createTestHost = (...[server, settings, deps]: Parameters<typeof createHarness>) =>
    createHarness(server, settings, { networkFetch, ...deps });

  it('strips /api, sends Basic client auth and Tenant-Id, and no Blade-Auth when signed out', async () => {
    const t = createTestHost(server);
    const result = await t.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/menu/routes' });
    expect(result).toEqual({
      ok: true,
      data: { status: 200, data: { code: 200, success: true, data: [], msg: '操作成功' } },
    });
    const request = server.last();
    expect(request.path).toBe('/blade-system/menu/routes');
    expect(request.headers.authorization).toBe('Basic c2FiZXI6c2FiZXJfc2VjcmV0');
    expect(request.headers['tenant-id']).toBe('000000');
    expect(request.headers['blade-auth']).toBeUndefined();
  });

  it('sends Blade-Auth once signed in, and Dept-Id/Role-Id ONLY in switch mode', async () => {
    const off = createTestHost(server, { switchMode: false });
    await signIn(off);
    await off.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/menu/routes' });
    expect(server.last().headers['blade-auth']).toBe('bearer access-1');
    expect(server.last().headers['dept-id']).toBeUndefined();
    expect(server.last().headers['role-id']).toBeUndefined();

    const on = createTestHost(server, { switchMode: true });
    await signIn(on);
    await on.host.dispatch('http.request', { method: 'GET', url: '/blade-system/menu/routes' });
    expect(server.last().headers['dept-id']).toBe('1123598813738675201');
    expect(server.last().headers['role-id']).toBe('1123598816738675201');
  });

  it('passes params (repeated keys for arrays) and JSON bodies', async () => {
    server.route('POST /blade-system/user/submit', (r) => ({
      json: { code: 200, data: JSON.parse(r.body.toString()) },
    }));
    const t = createTestHost(server);
    await t.host.dispatch('http.request', {
      method: 'GET',
      url: '/api/blade-system/menu/routes',
      params: { topMenuId: 5, ids: ['1', '2'], empty: null },
    });
    expect(server.last().query.getAll('ids')).toEqual(['1', '2']);
    expect(server.last().query.get('topMenuId')).toBe('5');
    const posted = await t.host.dispatch('http.request', {
      method: 'POST',
      url: '/api/blade-system/user/submit',
      data: { account: '张三' },
    });
    expect(posted).toMatchObject({ ok: true, data: { data: { data: { account: '张三' } } } });
  });

  it('a 401 while signed in refreshes the token and makes the call once more with the new one', async () => {
    let calls = 0;
    server.route('GET /blade-system/user/info', () =>
      calls++ === 0
        ? { status: 401, json: { code: 401, msg: '请求未授权', data: null } }
        : { json: { code: 200, success: true, data: { name: 'admin' } } },
    );
    const t = createTestHost(server);
    await signIn(t);
    server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer(2) }));
    const result = await t.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/user/info' });
    expect(result).toMatchObject({ ok: true, data: { status: 200, data: { data: { name: 'admin' } } } });
    const infoCalls = server.requests.filter((r) => r.path === '/blade-system/user/info');
    expect(infoCalls.map((r) => r.headers['blade-auth'])).toEqual(['bearer access-1', 'bearer access-2']);
    const refresh = server.requests.find(
      (r) => r.path === '/blade-auth/oauth/token' && r.fields.get('grant_type') === 'refresh_token',
    );
    // The refresh token travels in the form body, never in the URL (issue 18).
    expect(refresh?.form.get('refresh_token')).toBe('refresh-1');
    expect(t.host.session.view().signedIn).toBe(true);
    expect(t.eventsOf('session.expired')).toEqual([]);
  });

  it('a 401 whose refresh the server refuses ends the session: session.expired first, then signed out', async () => {
    server.route('GET /blade-system/user/info', () => ({
      status: 401,
      json: { code: 401, msg: '请求未授权', data: null },
    }));
    const t = createTestHost(server);
    await signIn(t);
    server.route('POST /blade-auth/oauth/token', () => ({
      status: 400,
      json: { error_code: 400, error_description: '令牌已失效' },
    }));
    const result = await t.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/user/info' });
    expect(result).toEqual({ ok: false, error: { code: 'unauthorized', message: '请求未授权', status: 401 } });
    expect(await t.host.dispatch('session.get', undefined)).toMatchObject({ ok: true, data: { signedIn: false } });
    // Why before what: a window hears the reason, then that the session is gone.
    expect(t.events.slice(-2).map((e) => e.event)).toEqual(['session.expired', 'session.changed']);
    expect(t.eventsOf('session.expired')).toEqual([{ reason: 'unauthorized' }]);
    expect(server.requests.some((r) => r.path.includes('logout'))).toBe(false);
  });

  it("BladeX's @PreAuth denial (HTTP 401, a whole R) is that call's error once a fresh token is refused too; the session stays", async () => {
    server.route('POST /blade-system/user/reset-password', () => ({
      status: 401,
      json: { code: 401, success: false, data: {}, msg: '请求未授权' },
    }));
    const t = createTestHost(server);
    await signIn(t);
    const before = server.requests.length;
    const result = await t.host.dispatch('http.request', {
      method: 'POST',
      url: '/api/blade-system/user/reset-password',
    });
    expect(result).toEqual({ ok: false, error: { code: 'http', message: '请求未授权', status: 401 } });
    // One refresh (the same answer is a monolith's expired token), then the call once more: refused, so denied.
    const after = server.requests.slice(before);
    expect(after.filter((r) => r.path === '/blade-auth/oauth/token')).toHaveLength(1);
    expect(after.filter((r) => r.path === '/blade-system/user/reset-password')).toHaveLength(2);
    expect(await t.host.dispatch('session.get', undefined)).toMatchObject({ ok: true, data: { signedIn: true } });
    expect(t.eventsOf('session.expired')).toEqual([]);
  });

  it('an expired token answered as a whole R at HTTP 401 (BladeX-Boot) is refreshed and the call goes through', async () => {
    const t = createTestHost(server);
    await signIn(t);
    let calls = 0;
    server.route('GET /blade-system/user/info', () =>
      (calls += 1) === 1
        ? { status: 401, json: { code: 401, success: false, data: {}, msg: '请求未授权' } }
        : { status: 200, json: { code: 200, success: true, data: { id: '1' }, msg: '操作成功' } },
    );
    const result = await t.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/user/info' });
    expect(result).toMatchObject({ ok: true });
    expect(await t.host.dispatch('session.get', undefined)).toMatchObject({ ok: true, data: { signedIn: true } });
  });

  it('other codes become http errors with the server message; white-listed codes are silent', async () => {
    server.route('POST /blade-system/user/remove', () => ({
      status: 400,
      json: { code: 400, msg: '当前账号已被使用!' },
    }));
    const t = createTestHost(server);
    expect(await t.host.dispatch('http.request', { method: 'POST', url: '/api/blade-system/user/remove' })).toEqual({
      ok: false,
      error: { code: 'http', message: '当前账号已被使用!', status: 400 },
    });
    t.settings.set({ statusWhiteList: [400] });
    expect(
      await t.host.dispatch('http.request', { method: 'POST', url: '/api/blade-system/user/remove' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'silent', status: 400 },
    });
  });

  it('arraybuffer answers arrive as Uint8Array; a JSON error to an export is still an error', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]);
    server.route('GET /blade-system/user/export-user', () => ({
      raw: { contentType: 'application/vnd.ms-excel', body: bytes },
    }));
    server.route('GET /blade-system/user/export-bad', () => ({ json: { code: 500, msg: '导出失败' } }));
    const t = createTestHost(server);
    const result = await t.host.dispatch('http.request', {
      method: 'GET',
      url: '/api/blade-system/user/export-user',
      responseType: 'arraybuffer',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      const data = (result.data as { data: unknown }).data;
      expect(data).toBeInstanceOf(Uint8Array);
      expect(Buffer.isBuffer(data)).toBe(false);
      expect([...(data as Uint8Array)]).toEqual([...bytes]);
    }
    const bad = await t.host.dispatch('http.request', {
      method: 'GET',
      url: '/api/blade-system/user/export-bad',
      responseType: 'arraybuffer',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'http', message: '导出失败' } });
  });

  it('uploads as multipart with the part named file', async () => {
    server.route('POST /blade-resource/oss/endpoint/put-file', (r) => ({
      json: {
        code: 200,
        data: { contentType: r.headers['content-type'], size: r.body.length, body: r.body.toString('latin1') },
      },
    }));
    const t = createTestHost(server);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const result = await t.host.dispatch('http.upload', {
      url: '/api/blade-resource/oss/endpoint/put-file',
      fileName: '洱海.png',
      mimeType: 'image/png',
      bytes: png,
      fields: { fileName: 'x' },
    });
    expect(result.ok).toBe(true);
    const echoed = (result as { data: { data: { data: { contentType: string; body: string } } } }).data.data.data;
    expect(echoed.contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(echoed.body).toContain('name="file"');
    expect(echoed.body).toContain('Content-Type: image/png');
    expect(echoed.body).toContain(Buffer.from(png).toString('latin1'));
    expect(echoed.body).toContain('name="fileName"');
  });

  it('timeouts and unreachable servers are network errors with a clear text', async () => {
    server.route('GET /blade-system/slow', () => ({ delayMs: 400, json: { code: 200 } }));
    const t = createTestHost(server);
    const slow = await t.host.dispatch('http.request', {
      method: 'GET',
      url: '/api/blade-system/slow',
      timeoutMs: 100,
    });
    expect(slow).toEqual({ ok: false, error: { code: 'network', message: '请求超时' } });

    t.settings.set({ serverUrl: 'http://127.0.0.1:1', language: 'en' });
    const down = await t.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/menu/routes' });
    expect(down).toEqual({ ok: false, error: { code: 'network', message: 'Network error: check the server address' } });
  });

  it('uses settings.serverUrl as the base when set (with its own path prefix)', async () => {
    const t = createTestHost(server);
    t.settings.set({ serverUrl: `${server.url}/gateway/` });
    await t.host.dispatch('http.request', { method: 'GET', url: '/api/blade-system/menu/routes' });
    expect(server.last().path).toBe('/gateway/blade-system/menu/routes');
  });
});
