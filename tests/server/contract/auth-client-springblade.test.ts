import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost } from '../../../src/main/host/create-host';
import { SESSION_VAULT_KEY } from '../../../src/main/host/session/stored-session';
import { createMemorySettings } from '../../../src/main/host/settings/memory-settings';
import { createMemoryVault } from '../../../src/main/host/vault/memory-vault';
import { SM2_KEY_FILE } from '../../../src/server/auth/sm2-key';
import { startServer, type RunningServer } from '../../../src/server/start';
import { recordingLogger } from '../../unit/host/support/bladex-fixtures';
import { createFakeClock } from '../../unit/host/support/fake-clock';

/** Our desktop host, set to the springblade dialect, against the embedded server over real HTTP. */
let dataDir: string;
let running: RunningServer;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'blade-sm2-client-'));
  running = await startServer({ dataDir, captchaFixed: 'abcde' });
});
afterAll(async () => {
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

const hostWith = (sm2PublicKey: string) => {
  const vault = createMemoryVault();
  const clock = createFakeClock(Date.now());
  const host = createHost({
    transport: 'web',
    version: '9.9.9',
    log: recordingLogger(),
    requireNewDefaultPassword: false,
    vault,
    settings: createMemorySettings({ authFlavour: 'springblade', captchaMode: true, sm2PublicKey }),
    clock,
    embeddedServerUrl: () => running.url,
    emit: () => undefined,
  });
  return { host, vault, clock };
};

const accessTokenIn = async (vault: ReturnType<typeof createMemoryVault>) =>
  (JSON.parse((await vault.get(SESSION_VAULT_KEY)) ?? '{}') as { accessToken?: string }).accessToken ?? '';

const signIn = async (host: ReturnType<typeof hostWith>['host']) => {
  const captcha = await host.dispatch('auth.captcha', undefined);
  if (!captcha.ok) throw new Error(captcha.error.message);
  const { key } = captcha.data as { key: string };
  return host.dispatch('auth.login', {
    tenantId: '000000',
    username: 'admin',
    password: 'admin',
    captchaKey: key,
    captchaCode: 'abcde',
  });
};

describe('our client’s SpringBlade dialect against the embedded server', () => {
  it('signs in with the server’s SM2 key from sm2.key, refreshes and logs out for good', async () => {
    const { publicKey } = JSON.parse(await readFile(join(dataDir, SM2_KEY_FILE), 'utf8')) as { publicKey: string };
    const { host, vault, clock } = hostWith(publicKey);
    const signedIn = await signIn(host);
    expect(signedIn).toMatchObject({
      ok: true,
      data: { signedIn: true, user: { account: 'admin', roleName: expect.stringContaining('administrator') } },
    });
    const first = await accessTokenIn(vault);

    clock.advance(3_000_000);
    await host.session.tick();
    const second = await accessTokenIn(vault);
    expect(second).not.toBe('');
    expect(second).not.toBe(first);

    expect(await host.dispatch('auth.logout', undefined)).toMatchObject({ ok: true, data: { signedIn: false } });
    const after = await fetch(`${running.url}/blade-system/user/info`, {
      headers: { 'blade-auth': `bearer ${second}` },
    });
    expect(after.status).toBe(401);
  });

  it('without the key the password goes plain and the server says how to fix it', async () => {
    const { host, vault } = hostWith('');
    expect(await signIn(host)).toMatchObject({
      ok: false,
      error: { code: 'http', message: '密码解密失败: 请使用服务器的 SM2 公钥加密密码', status: 400 },
    });
    expect(await vault.get(SESSION_VAULT_KEY)).toBeNull();
  });
});
