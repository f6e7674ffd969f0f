import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEmbeddedClientSecret, EMBEDDED_SECRET_VAULT_KEY } from '../../src/main/host/embedded-client';
import { createMemoryVault } from '../../src/main/host/vault/memory-vault';
import { startServer, type RunningServer } from '../../src/server/start';

/** Issue 18 item 4: under the desktop app the public saber/saber_secret opens nothing. */
const dirs: string[] = [];
const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const captcha = async (url: string) =>
  ((await (await fetch(`${url}/blade-auth/oauth/captcha`)).json()) as { key: string }).key;
const basic = (secret: string) => `Basic ${Buffer.from(`saber:${secret}`).toString('base64')}`;
const signIn = async (url: string, secret: string) =>
  fetch(`${url}/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: basic(secret),
      'tenant-id': '000000',
      'captcha-key': await captcha(url),
      'captcha-code': 'abcde',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=captcha&username=admin&password=21232f297a57a5a743894a0e4a801fc3&tenantId=000000',
  });

describe('the embedded client secret', () => {
  it('is made once and kept in the vault', async () => {
    const vault = createMemoryVault();
    const first = await loadEmbeddedClientSecret(vault);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadEmbeddedClientSecret(vault)).toBe(first);
    expect(await vault.get(EMBEDDED_SECRET_VAULT_KEY)).toBe(first);
    expect(await loadEmbeddedClientSecret(createMemoryVault())).not.toBe(first);
  });

  it('the server started with it refuses saber_secret and accepts only the vault secret, on a random loopback port', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'blade-embedded-'));
    dirs.push(dataDir);
    const secret = await loadEmbeddedClientSecret(createMemoryVault());
    const server = await startServer({ dataDir, clientSecret: secret, captchaFixed: 'abcde' });
    running.push(server);
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(1024);
    const publicSecret = await signIn(server.url, 'saber_secret');
    expect(publicSecret.status).toBe(401);
    expect(await publicSecret.json()).toMatchObject({ msg: '客户端认证失败!' });
    expect((await signIn(server.url, secret)).status).toBe(200);
  });
});
