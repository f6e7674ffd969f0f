import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCatalog } from '../../src/server/http/route-catalog';
import { createTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = (await server.signIn('admin', 'admin')).access_token;
});
afterAll(async () => server.close());

const MISSING = { code: 401, msg: '缺失令牌,鉴权失败', data: null };
const UNAUTHORIZED = { code: 401, msg: '请求未授权', data: null };

describe('auth guard', () => {
  it('answers 401 with the gateway body on every protected route without a token', async () => {
    const guarded = routeCatalog(server.app).filter((route) => !route.anonymous);
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const url = route.url.replace(/:[a-zA-Z]+/g, 'x');
      for (const prefix of ['', '/api']) {
        const res = await server.app.inject({ method: route.method as 'GET', url: `${prefix}${url}` });
        expect(res.statusCode, `${route.method} ${prefix}${url}`).toBe(401);
        if (route.method !== 'HEAD') expect(res.json(), `${route.method} ${url}`).toEqual(MISSING);
      }
    }
  });

  it('guards the shell routes of issue 3', () => {
    const guarded = new Set(
      routeCatalog(server.app)
        .filter((route) => !route.anonymous)
        .map((route) => `${route.method} ${route.url}`),
    );
    for (const route of [
      'POST /blade-system/user/register-guest',
      'POST /blade-system/user/audit-pass',
      'POST /blade-system/user/audit-refuse',
      'GET /blade-system/user/pending-list',
      'POST /blade-system/user/update-info',
      'POST /blade-system/user/update-password',
      'POST /blade-log/log/saveErrorLog',
      'GET /blade-log/error/list',
      'GET /blade-log/error/detail',
      'GET /blade-log/api/list',
      'GET /blade-log/api/detail',
      'GET /blade-log/usual/list',
      'GET /blade-log/usual/detail',
      'GET /blade-bigdata/mock/wel',
    ]) {
      expect(guarded.has(route), route).toBe(true);
    }
  });

  it('lets an unbound social token reach only user-info, register-guest and logout', () => {
    const open = routeCatalog(server.app)
      .filter((route) => route.unboundSocial && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([
      'GET /blade-auth/oauth/logout',
      'GET /blade-auth/oauth/user-info',
      'POST /blade-auth/logout',
      'POST /blade-auth/oauth/logout',
      'POST /blade-system/user/register-guest',
    ]);
  });

  it("lists only the contract's anonymous routes as anonymous", () => {
    const anonymous = routeCatalog(server.app)
      .filter((route) => route.anonymous && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(anonymous).toEqual([
      'GET /blade-auth/captcha',
      'GET /blade-auth/oauth/captcha',
      'GET /blade-resource/oss/endpoint/file/:day/:name',
      // The seed's drawn pictures, beside the stored files and read like them by <img> (modules/content/content-art.ts).
      'GET /blade-resource/oss/endpoint/file/art/:spec/:name',
      'GET /blade-system/dict/anon/getDictMap',
      'GET /blade-system/tenant/info',
      'GET /health',
      'POST /blade-auth/oauth/token',
      'POST /blade-auth/oauth/token/refresh',
      'POST /blade-auth/token',
    ]);
  });

  it('rejects a bad, a crypto-prefixed and a refresh token as 请求未授权', async () => {
    const refreshToken = (await server.signIn('admin', 'admin')).refresh_token;
    for (const header of ['bearer nonsense', `crypto ${token}`, `bearer ${refreshToken}`, token]) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/blade-system/menu/routes',
        headers: { 'blade-auth': header },
      });
      expect(res.statusCode, header.slice(0, 12)).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('reads the prefix case-insensitively and accepts the token as query blade-auth', async () => {
    const upper = await server.app.inject({
      method: 'GET',
      url: '/blade-system/menu/top-menu',
      headers: { 'blade-auth': `Bearer ${token}` },
    });
    expect(upper.statusCode).toBe(200);
    const query = await server.app.inject({
      method: 'GET',
      url: '/api/blade-system/menu/top-menu',
      query: { 'blade-auth': `bearer ${token}` },
    });
    expect(query.statusCode).toBe(200);
  });

  it("expires access tokens after the client's 3600 s", async () => {
    const fresh = (await server.signIn('admin', 'admin')).access_token;
    server.advance(3601 * 1000);
    const res = await server.call(fresh, { method: 'GET', url: '/blade-system/menu/top-menu' });
    expect(res.statusCode).toBe(401);
    token = (await server.signIn('admin', 'admin')).access_token;
  });
});

describe('wire format', () => {
  it('serves every path with and without /api', async () => {
    for (const url of ['/health', '/api/health']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.json()).toEqual({ code: 200, success: true, data: { status: 'ok' }, msg: '操作成功' });
    }
    const a = await server.call(token, { method: 'GET', url: '/blade-system/dict/dictionary?code=sex' });
    const b = await server.call(token, { method: 'GET', url: '/api/blade-system/dict/dictionary?code=sex' });
    expect(a.body).toBe(b.body);
  });

  it('writes ids as strings, dates as yyyy-MM-dd HH:mm:ss and nulls as "" / -1', async () => {
    const res = await server.call(token, { method: 'GET', url: '/api/blade-system/user/info' });
    const data = (res.json() as { data: Record<string, unknown> }).data;
    for (const key of ['id', 'tenantId', 'roleId', 'deptId', 'postId', 'createUser', 'createDept', 'updateUser']) {
      expect(typeof data[key], key).toBe('string');
      if (key !== 'tenantId') expect(data[key]).toMatch(/^\d{19}$/);
    }
    expect(data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.avatar).toBe('');
    expect(Object.values(data)).not.toContain(null);
    const region = await server.call(token, { method: 'GET', url: '/blade-system/region/detail?code=5329' });
    const row = (region.json() as { data: Record<string, unknown> }).data;
    expect(row.townCode).toBe('');
    expect(row.regionLevel).toBe(2);
  });

  it('answers unknown routes with a 404 R', async () => {
    for (const url of ['/nothing', '/api/blade-system/nothing']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, success: false, data: {} });
    }
  });

  it('names the field in a validation error and never leaks a stack', async () => {
    const res = await server.call(token, { method: 'GET', url: '/blade-system/dict/dictionary' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: number; success: boolean; msg: string };
    expect(body.code).toBe(400);
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/^参数错误: code /);
    const bad = await server.call(token, { method: 'GET', url: "/blade-system/region/lazy-tree?parentCode=1' OR 1=1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('rejects malformed JSON bodies with a Chinese 400 R', async () => {
    const res = await server.call(token, {
      method: 'POST',
      url: '/blade-auth/oauth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '参数错误: 请求体不是合法的 JSON' });
  });
});
