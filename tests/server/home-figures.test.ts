import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BladexTokenResponse } from '../../src/shared/bladex/index';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let offset = 0;
beforeAll(async () => {
  server = await createTestServer({ socialTestProvider: true });
});
afterAll(async () => server.close());

const DAY = 24 * 60 * 60 * 1000;
/** Local yyyy-MM-dd, computed independently of the server's formatter. */
const localDay = (ms: number) => new Date(ms).toLocaleDateString('sv-SE');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (token: string) => {
  const boundary = '----homeFiguresBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.call(token, {
    method: 'POST',
    url: '/blade-resource/oss/endpoint/put-file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};
const social = async (code: string): Promise<BladexTokenResponse> => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/blade-auth/oauth/token',
    query: { grant_type: 'social', source: 'test', code, state: '000000' },
    headers: { authorization: CLIENT_BASIC },
  });
  return res.json() as BladexTokenResponse;
};
const registerGuest = async (session: BladexTokenResponse, account: string) => {
  const res = await server.call(session.access_token, {
    method: 'POST',
    url: '/blade-system/user/register-guest',
    query: { tenantId: '000000', name: account, account, password: md5Hex('Pw-123456'), oauthId: session.oauth_id },
  });
  expect(res.statusCode).toBe(200);
};
const wel = async (token: string) => {
  const res = await server.call(token, { method: 'GET', url: '/api/blade-bigdata/mock/wel' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Record<string, unknown> }).data;
};

describe('GET /blade-bigdata/mock/wel', () => {
  it('counts rows of the caller tenant: users, sign-ins by day, files, error logs', async () => {
    // The seed's own users of 000000 (the built-in accounts and the seeded operators), before any guest registers.
    const seeded = (status?: number) =>
      (
        server.db
          .prepare(
            `SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = '000000' AND is_deleted = 0${status ? ' AND status = ?' : ''}`,
          )
          .get(...(status ? [status] : [])) as { n: number }
      ).n;
    const seededUsers = seeded();
    const seededActive = seeded(1);
    expect(seededUsers).toBeGreaterThan(2);
    const day0 = Date.now();
    // Day 0 in tenant 000000: 5 successful sign-ins (2 of them social), 2 failures.
    const admin = (await server.signIn('admin', 'admin')).access_token;
    const guestA = await social('guest-a');
    const guestB = await social('guest-b');
    await registerGuest(guestA, 'guest_a');
    await registerGuest(guestB, 'guest_b');
    const guestAId = (server.db.prepare("SELECT id FROM blade_user WHERE account = 'guest_a'").get() as { id: string })
      .id;
    await server.call(admin, { method: 'POST', url: '/blade-system/user/audit-pass', query: { userIds: guestAId } });
    await server.signIn('admin', 'admin');
    await server.signIn('bigdata', 'bigdata');
    await server.tokenRequest('admin', 'wrong-1', { remoteAddress: '10.0.0.7' });
    await server.tokenRequest('admin', 'wrong-2', { remoteAddress: '10.0.0.7' });
    // Other tenant: must not count.
    const midu = (await server.signIn('admin', 'admin', '100001')).access_token;
    expect((await upload(midu)).statusCode).toBe(200);
    await server.call(midu, { method: 'POST', url: '/blade-log/log/saveErrorLog', payload: { message: 'midu' } });

    // Day 2: 2 successes and 1 failure.
    offset += 2 * DAY;
    server.advance(2 * DAY);
    await server.signIn('guest_a', 'Pw-123456', { remoteAddress: '172.16.0.5' });
    const today = (await server.signIn('admin', 'admin', { remoteAddress: '172.16.0.9' })).access_token;
    await server.tokenRequest('bigdata', 'nope', { remoteAddress: '172.16.0.10' });
    expect((await upload(today)).statusCode).toBe(200);
    await server.call(today, {
      method: 'POST',
      url: '/blade-log/log/saveErrorLog',
      payload: [{ message: 'a' }, { message: 'b' }],
    });

    const grantedMenus = new Set(
      (
        server.db
          .prepare(
            `SELECT rm.menu_id AS id, m.category FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id
             JOIN blade_menu m ON m.id = rm.menu_id WHERE r.tenant_id = '000000'`,
          )
          .all() as { id: string; category: number }[]
      )
        .filter((row) => row.category === 1)
        .map((row) => row.id),
    );
    expect(grantedMenus.size).toBeGreaterThan(10);

    const trend = Array.from({ length: 7 }, (_v, i) => localDay(day0 + offset - (6 - i) * DAY));
    const figures = await wel(today);
    expect(figures).toEqual({
      userCount: seededUsers + 2,
      activeUserCount: seededActive + 1,
      pendingUserCount: 1,
      deptCount: 8,
      roleCount: 4,
      menuCount: grantedMenus.size,
      signInScope: 'tenant',
      todayLogins: 2,
      loginTrend: trend.map((date) => ({
        date,
        count: date === localDay(day0 + offset) ? 2 : date === localDay(day0) ? 5 : 0,
      })),
      attachCount: 1,
      attachBytes: PNG.length,
      errorLogCount: 2,
      recentLogins: [
        { account: 'bigdata', time: expect.any(String), ip: '172.16.0.10', success: false },
        { account: 'admin', time: expect.any(String), ip: '172.16.0.9', success: true },
        { account: 'guest_a', time: expect.any(String), ip: '172.16.0.5', success: true },
        { account: 'admin', time: expect.any(String), ip: '10.0.0.7', success: false },
        { account: 'admin', time: expect.any(String), ip: '10.0.0.7', success: false },
      ],
    });
    const recent = figures.recentLogins as { time: string }[];
    expect(recent[0].time.slice(0, 10)).toBe(localDay(day0 + offset));
    expect(recent[4].time.slice(0, 10)).toBe(localDay(day0));

    const miduFigures = await wel((await server.signIn('admin', 'admin', '100001')).access_token);
    expect(miduFigures).toMatchObject({
      userCount: 1,
      pendingUserCount: 0,
      deptCount: 4,
      roleCount: 2,
      todayLogins: 1,
      attachCount: 1,
      errorLogCount: 1,
    });
  });
});
