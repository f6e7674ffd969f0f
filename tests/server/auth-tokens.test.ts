import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BladexTokenResponse } from '../../src/shared/bladex/index';
import { CLIENT_BASIC, createTestServer, tableCounts, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000', scope: 'all' },
    headers: { authorization: CLIENT_BASIC, 'tenant-id': '000000', ...headers },
  });

const userInfo = (token: string) => server.call(token, { method: 'GET', url: '/api/blade-auth/oauth/user-info' });

describe('refresh', () => {
  it('rotates: new pair, old refresh rejected on reuse, and the reuse revokes the newest of the family', async () => {
    const first = await server.signIn('admin', 'admin');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json() as BladexTokenResponse;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await userInfo(second.access_token)).statusCode).toBe(200);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({
      code: 400,
      msg: '令牌已失效,请重新登录',
      error_description: '令牌已失效,请重新登录',
    });

    // The legitimate holder's newest refresh token and its access token are dead too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    expect((await userInfo(second.access_token)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await server.signIn('admin', 'admin');
    expect((await userInfo(other.access_token)).statusCode).toBe(200);
  });

  it("keeps the narrowed identity and may switch role to one of the user's own", async () => {
    const first = await server.signIn('admin', 'admin');
    const res = await refresh(first.refresh_token, { 'role-id': '1123598816738675201' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as BladexTokenResponse).role_id).toBe('1123598816738675201');
  });

  it('rejects an access token, garbage and a token signed by someone else, storing nothing', async () => {
    const session = await server.signIn('admin', 'admin');
    const before = tableCounts(server.db);
    for (const token of [session.access_token, 'not-a-jwt', session.refresh_token.slice(0, -4) + 'AAAA']) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(400);
    }
    expect(tableCounts(server.db)).toEqual(before);
  });

  it('rejects a refresh token past its 7 days', async () => {
    const session = await server.signIn('admin', 'admin');
    server.advance(604800 * 1000 + 5000);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    expect((await userInfo(session.access_token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('answers the flat success object and revokes the access token and the refresh family', async () => {
    const session = await server.signIn('admin', 'admin');
    const res = await server.call(session.access_token, { method: 'GET', url: '/api/blade-auth/oauth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 'true', msg: 'success' });
    const after = await userInfo(session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: '请求未授权', data: null });
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });

  it('accepts POST too', async () => {
    const session = await server.signIn('bigdata', 'bigdata');
    const res = await server.call(session.access_token, { method: 'POST', url: '/blade-auth/oauth/logout' });
    expect(res.json()).toEqual({ success: 'true', msg: 'success' });
    expect((await userInfo(session.access_token)).statusCode).toBe(401);
  });
});

describe('current user', () => {
  it('user-info carries the identity and the role aliases', async () => {
    const session = await server.signIn('admin', 'admin');
    const res = await userInfo(session.access_token);
    expect(res.json()).toMatchObject({
      code: 200,
      success: true,
      data: {
        userId: '1123598821738675201',
        account: 'admin',
        realName: '管理员',
        tenantId: '000000',
        roleName: '超级管理员',
        roles: ['administrator'],
      },
    });
  });

  it('user/info is a UserVO without the password', async () => {
    const session = await server.signIn('admin', 'admin');
    const res = await server.call(session.access_token, { method: 'GET', url: '/api/blade-system/user/info' });
    const data = (res.json() as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty('password');
    expect(data).toMatchObject({
      id: '1123598821738675201',
      account: 'admin',
      roleName: '超级管理员',
      deptName: '大理州文旅局',
      postName: '局长',
      sexName: '男',
    });
  });

  it('clear-cache answers the flat success object', async () => {
    const session = await server.signIn('admin', 'admin');
    const res = await server.call(session.access_token, { method: 'GET', url: '/api/blade-auth/oauth/clear-cache' });
    expect(res.json()).toEqual({ success: 'true', msg: 'success' });
  });
});
