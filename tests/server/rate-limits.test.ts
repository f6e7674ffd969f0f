import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { buildApp } from '../../src/server/app';
import { md5Hex } from '../../src/server/auth/password';
import { openBladeDatabase } from '../../src/server/db/open';
import { CLIENT_BASIC } from '../helpers/server';

/** Issue 18 item 14: the sign-in, captcha and upload routes are rate-limited per address (@fastify/rate-limit). */
let app: FastifyInstance;
let db: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'blade-rate-'));
  ({ db } = await openBladeDatabase(dataDir));
  app = await buildApp({ db, dataDir, captchaFixed: 'ab3de', rateLimits: { signIn: 3, captcha: 4, upload: 2 } });
});
afterAll(async () => {
  await app.close();
  db.close();
  await rm(dataDir, { recursive: true, force: true });
});

const token = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/blade-auth/oauth/token',
    query: { grant_type: 'captcha', username: 'nobody', password: md5Hex('x'), tenantId: '000000' },
    headers: { authorization: CLIENT_BASIC, 'captcha-key': 'k', 'captcha-code': 'c' },
    remoteAddress,
  });

describe('rate limits', () => {
  it('answers the sign-in over its limit with 429, Retry-After and an R body, per address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await token('192.0.2.10')).statusCode).toBe(400);
    const refused = await token('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 429, success: false });
    expect((refused.json() as { msg: string }).msg).toMatch(/^请求过于频繁/);
    // Another address has its own count.
    expect((await token('192.0.2.11')).statusCode).toBe(400);
  });

  it('limits captcha images', async () => {
    const captcha = () => app.inject({ method: 'GET', url: '/blade-auth/oauth/captcha', remoteAddress: '192.0.2.20' });
    for (let i = 0; i < 4; i += 1) expect((await captcha()).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(429);
  });

  it('limits uploads', async () => {
    const captcha = (
      await app.inject({ method: 'GET', url: '/blade-auth/oauth/captcha', remoteAddress: '192.0.2.40' })
    ).json() as { key: string };
    const signed = await app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      query: { grant_type: 'captcha', username: 'admin', password: md5Hex('admin'), tenantId: '000000' },
      headers: { authorization: CLIENT_BASIC, 'captcha-key': captcha.key, 'captcha-code': 'ab3de' },
      remoteAddress: '192.0.2.40',
    });
    const { access_token: accessToken } = signed.json() as { access_token: string };
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/blade-resource/oss/endpoint/put-file',
        headers: { 'content-type': 'application/json', 'blade-auth': `bearer ${accessToken}` },
        payload: '{}',
        remoteAddress: '192.0.2.30',
      });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await upload()).statusCode);
    expect(answers).toEqual([400, 400, 429]);
  });
});
