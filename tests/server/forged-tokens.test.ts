import { createHmac, generateKeyPairSync, randomBytes, sign as signWith, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 18, "what already holds": every kind of forged or stale access token is refused with 401, on a guarded
 * route and on one that names the caller when signed in (identifyIfSigned), which must not take it either.
 */
let server: TestServer;
let genuine: string;
let refresh: string;
let key: Uint8Array;
beforeAll(async () => {
  server = await createTestServer();
  const signed = await server.signIn('admin', 'admin');
  genuine = signed.access_token;
  refresh = signed.refresh_token;
  key = new Uint8Array(Buffer.from((await readFile(join(server.dataDir, 'secret.key'), 'utf8')).trim(), 'base64'));
});
afterAll(async () => server.close());

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as Record<string, unknown>;
const hmac = (data: string, secret: Uint8Array, alg = 'sha256') =>
  createHmac(alg, secret).update(data).digest('base64url');
/** A token with these header and claims, signed with HMAC-SHA256 over our own key unless told otherwise. */
const craft = (
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  sign = (data: string) => hmac(data, key),
) => {
  const data = `${b64(header)}.${b64(claims)}`;
  return `${data}.${sign(data)}`;
};

const nowSec = () => Math.floor(Date.now() / 1000);

const forgeries = (): Record<string, string> => {
  const claims = claimsOf(genuine);
  const [h, p, s] = parts(genuine);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    'alg none, no signature': `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
    'alg none, signature kept': `${b64({ alg: 'none', typ: 'JWT' })}.${p}.${s}`,
    'HS384 with the right key': craft({ alg: 'HS384', typ: 'JWT' }, claims, (data) => hmac(data, key, 'sha384')),
    'HS512 with the right key': craft({ alg: 'HS512', typ: 'JWT' }, claims, (data) => hmac(data, key, 'sha512')),
    'RS256 with a key of our own': craft({ alg: 'RS256', typ: 'JWT' }, claims, (data) => createSign(data, privateKey)),
    'another installation\u2019s key': craft({ alg: 'HS256', typ: 'JWT' }, claims, (data) =>
      hmac(data, randomBytes(32)),
    ),
    'claims raised to the administrator, old signature': `${h}.${b64({ ...claims, role_name: 'administrator', tenant_id: '100001' })}.${s}`,
    'another tenant, re-signed with a wrong key': craft({ alg: 'HS256' }, { ...claims, tenant_id: '100001' }, (data) =>
      hmac(data, Buffer.from('saber_secret')),
    ),
    'signature of another token': `${h}.${p}.${parts(refresh)[2]}`,
    'signature cut short': `${h}.${p}.${s.slice(0, 20)}`,
    'empty signature': `${h}.${p}.`,
    'two segments': `${h}.${p}`,
    'four segments': `${genuine}.${s}`,
    'not base64': `${h}.%%%.${s}`,
    'the refresh token': refresh,
    expired: craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: nowSec() - 60 }),
    'not yet valid': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, nbf: nowSec() + 3600 }),
    'another issuer': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'someone' }),
    'another audience': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'someone' }),
    'no jti': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, jti: undefined }),
    'no expiry': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }),
    'a user that does not exist': craft({ alg: 'HS256', typ: 'JWT' }, { ...claims, user_id: '1999999999999999999' }),
    garbage: 'bearer-garbage',
  };
};

function createSign(data: string, privateKey: KeyObject): string {
  return signWith('RSA-SHA256', Buffer.from(data), privateKey).toString('base64url');
}

describe('forged and stale access tokens', () => {
  it('the genuine token works (the harness is sound)', async () => {
    expect((await server.call(genuine, { method: 'GET', url: '/blade-system/user/info' })).statusCode).toBe(200);
  });

  it('every forgery is refused with 401 on a guarded route', async () => {
    const all = forgeries();
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(19);
    for (const [kind, token] of Object.entries(all)) {
      const res = await server.call(token, { method: 'GET', url: '/blade-system/user/page' });
      expect(res.statusCode, kind).toBe(401);
    }
  });

  it('no forgery names a caller on an anonymous route either', async () => {
    for (const [kind, token] of Object.entries(forgeries())) {
      const res = await server.call(token, { method: 'GET', url: '/blade-system/dict/anon/getDictMap' });
      expect(res.statusCode, kind).toBe(200);
      expect((res.json() as { data: Record<string, unknown> }).data.product_type, kind).toBeUndefined();
    }
  });

  it('a token signed the way the server signs, with its key, is accepted: the refusals above are not a broken verifier', async () => {
    const claims = claimsOf(genuine);
    const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    expect((await server.call(token, { method: 'GET', url: '/blade-system/user/info' })).statusCode).toBe(200);
  });
});
