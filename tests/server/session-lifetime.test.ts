import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_BASIC, createTestServer, type TestServer } from '../helpers/server';

/** Issue 18 item 12: a sign-in may be refreshed only within `account.sessionMaxHours` (12 by default). */
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => server.close());

const HOUR = 60 * 60 * 1000;

const refresh = (refreshToken: string) =>
  server.app.inject({
    method: 'POST',
    url: '/blade-auth/oauth/token',
    query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000', scope: 'all' },
    headers: { authorization: CLIENT_BASIC },
  });

/** Refreshes every 50 minutes, as the desktop does, until the server refuses; returns the hours it lasted. */
const keepRefreshing = async (refreshToken: string, maxSteps = 40) => {
  let current = refreshToken;
  let elapsed = 0;
  for (let step = 0; step < maxSteps; step += 1) {
    server.advance(50 * 60 * 1000);
    elapsed += 50 * 60 * 1000;
    const res = await refresh(current);
    if (res.statusCode !== 200) return { hours: elapsed / HOUR, last: res };
    current = (res.json() as { refresh_token: string }).refresh_token;
  }
  return { hours: Infinity, last: null };
};

describe('absolute session lifetime', () => {
  it('is seeded as the account.sessionMaxHours parameter, 12 hours', () => {
    const row = server.db
      .prepare("SELECT param_value AS v FROM blade_param WHERE param_key = 'account.sessionMaxHours'")
      .get() as {
      v: string;
    };
    expect(row.v).toBe('12');
  });

  it('refuses the first refresh past 12 hours after sign-in, and revokes the family', async () => {
    const signed = await server.signIn('admin', 'admin');
    const { hours, last } = await keepRefreshing(signed.refresh_token);
    expect(hours).toBeGreaterThanOrEqual(12);
    expect(hours).toBeLessThan(13);
    expect(last?.json()).toMatchObject({ error_description: '令牌已失效,请重新登录' });
    // Nothing of the family can be used any more: each row is revoked or past its (capped) expiry.
    const usable = server.db
      .prepare('SELECT COUNT(*) AS n FROM blade_refresh_token WHERE revoked_at IS NULL AND expires_at > ?')
      .get(Date.now() + hours * HOUR) as { n: number };
    expect(usable.n).toBe(0);
  });

  it('issues no token that outlives the sign-in: expiries are capped at its end', async () => {
    server.db.prepare("UPDATE blade_param SET param_value = '2' WHERE param_key = 'account.sessionMaxHours'").run();
    const signed = await server.signIn('admin', 'admin');
    // The sign-in's own time, as the server's clock had it (a slow hash under load must not move it).
    const started = Number(decodeJwt(signed.access_token).iat);
    server.advance(90 * 60 * 1000);
    const res = await refresh(signed.refresh_token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; refresh_token: string };
    const end = started + (2 * HOUR) / 1000;
    expect(Number(decodeJwt(body.access_token).exp)).toBeLessThanOrEqual(end + 1);
    expect(Number(decodeJwt(body.refresh_token).exp)).toBeLessThanOrEqual(end + 1);
  });

  it("does not end the board account's sign-in: a control room shows it unattended, and it changes nothing", async () => {
    const signed = await server.signIn('bigdata', 'bigdata');
    const { hours } = await keepRefreshing(signed.refresh_token, 20);
    expect(hours).toBe(Infinity);
  });

  it('0 turns the limit off: the refresh token validity alone applies', async () => {
    server.db.prepare("UPDATE blade_param SET param_value = '0' WHERE param_key = 'account.sessionMaxHours'").run();
    const signed = await server.signIn('admin', 'admin');
    const { hours } = await keepRefreshing(signed.refresh_token, 20);
    expect(hours).toBe(Infinity);
  });
});
