import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/app';
import { md5Hex } from '../../src/server/auth/password';
import { CLIENT_BASIC, createTestServer, TEST_CAPTCHA, type TestServer } from '../helpers/server';

/** Issue 18 item 11: the token endpoint reads its fields from a form body or the query, and logs neither. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const PASSWORD = md5Hex('admin');

const signInWithForm = async () =>
  server.app.inject({
    method: 'POST',
    url: '/blade-auth/oauth/token',
    headers: {
      authorization: CLIENT_BASIC,
      'tenant-id': '000000',
      'captcha-key': await server.captchaKey(),
      'captcha-code': TEST_CAPTCHA,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'captcha',
      username: 'admin',
      password: PASSWORD,
      tenantId: '000000',
      scope: 'all',
    }).toString(),
  });

const apiLog = () => JSON.stringify(server.db.prepare('SELECT * FROM blade_log_api').all());

describe('token endpoint fields', () => {
  it('signs in and refreshes with the fields in a form body', async () => {
    const signed = await signInWithForm();
    expect(signed.statusCode).toBe(200);
    const { refresh_token: refreshToken } = signed.json() as { refresh_token: string };
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/blade-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        scope: 'all',
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(apiLog()).not.toContain(refreshToken);
  });

  it('still takes them from the query, for other clients', async () => {
    expect((await server.tokenRequest('admin', 'admin')).statusCode).toBe(200);
  });

  it('never writes the password to the api log, on success or failure', async () => {
    await signInWithForm();
    await server.tokenRequest('admin', 'not-the-password');
    expect(apiLog()).not.toContain(PASSWORD);
    expect(apiLog()).not.toContain(md5Hex('not-the-password'));
  });

  it('redacts every secret of a URL before the request log sees it', () => {
    const url = `/blade-auth/oauth/token?grant_type=password&username=admin&password=${PASSWORD}&refresh_token=eyJ.x.y&blade-auth=bearer%20t&code=abc`;
    const logged = redactUrl(url);
    for (const secret of [PASSWORD, 'eyJ.x.y', 'bearer%20t', 'abc']) expect(logged).not.toContain(secret);
    expect(logged).toContain('username=admin');
  });
});
