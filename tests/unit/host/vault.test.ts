import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseVault } from '../../../src/main/host/vault/choose-vault';
import { tryKeytarVault, type KeytarLike } from '../../../src/main/host/vault/keytar-vault';
import { createMemoryVault } from '../../../src/main/host/vault/memory-vault';
import { trySafeStorageFileVault, type SafeStorageLike } from '../../../src/main/host/vault/safe-storage-file-vault';
import type { Vault } from '../../../src/main/host/vault/vault';
import { recordingLogger } from './support/bladex-fixtures';

/** A reversible stand-in for safeStorage: enough to see that nothing is written in clear text. */
const fakeSafeStorage = (backend: string, opts: { available?: boolean; reEncrypt?: boolean } = {}) => {
  const encryptCalls: string[] = [];
  const storage: SafeStorageLike = {
    isAsyncEncryptionAvailable: async () => opts.available ?? true,
    encryptStringAsync: async (s) => {
      encryptCalls.push(s);
      return Buffer.from(`enc:${Buffer.from(s).toString('hex')}`);
    },
    decryptStringAsync: async (b) => {
      const hex = b.toString().replace(/^enc:/, '');
      return { result: Buffer.from(hex, 'hex').toString(), shouldReEncrypt: opts.reEncrypt ?? false };
    },
    getSelectedStorageBackend: () => backend,
  };
  return { storage, encryptCalls };
};

const fakeKeytar = (failProbe: boolean): KeytarLike => {
  const map = new Map<string, string>();
  return {
    getPassword: async (s, a) => {
      if (failProbe) throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
      return map.get(`${s}/${a}`) ?? null;
    },
    setPassword: async (s, a, p) => {
      map.set(`${s}/${a}`, p);
    },
    deletePassword: async (s, a) => map.delete(`${s}/${a}`),
  };
};

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vault-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const roundTrip = async (vault: Vault) => {
  expect(await vault.get('session')).toBeNull();
  await vault.set('session', '{"a":1}');
  expect(await vault.get('session')).toBe('{"a":1}');
  await vault.delete('session');
  expect(await vault.get('session')).toBeNull();
  await vault.delete('session');
};

describe('vault fallback order', () => {
  it('keytar first when it works', async () => {
    const log = recordingLogger();
    const vault = await chooseVault(
      [
        () => tryKeytarVault(log, { load: async () => fakeKeytar(false) }),
        () =>
          trySafeStorageFileVault(fakeSafeStorage('gnome_libsecret').storage, join(tempDir(), 'v.json'), log, 'linux'),
        async () => createMemoryVault(),
      ],
      log,
    );
    expect(vault.kind).toBe('keytar');
    await roundTrip(vault);
    expect(log.lines).toContain('info session vault: keytar');
  });

  it('safeStorage file when keytar cannot reach a keychain, with the reason logged', async () => {
    const log = recordingLogger();
    const vault = await chooseVault(
      [
        () => tryKeytarVault(log, { load: async () => fakeKeytar(true) }),
        () =>
          trySafeStorageFileVault(fakeSafeStorage('gnome_libsecret').storage, join(tempDir(), 'v.json'), log, 'linux'),
        async () => createMemoryVault(),
      ],
      log,
    );
    expect(vault.kind).toBe('safe-storage-file');
    expect(log.lines.some((l) => l.startsWith('warn keytar vault skipped: Cannot autolaunch D-Bus'))).toBe(true);
  });

  it('keytar that fails to load (no native build) is skipped', async () => {
    const log = recordingLogger();
    const vault = await chooseVault(
      [
        () =>
          tryKeytarVault(log, {
            load: async () => {
              throw new Error('libsecret-1.so.0: cannot open shared object file');
            },
          }),
        async () => createMemoryVault(),
      ],
      log,
    );
    expect(vault.kind).toBe('memory');
    expect(log.lines.some((l) => l.includes('libsecret-1.so.0'))).toBe(true);
  });

  it('memory last: safeStorage refuses basic_text and unknown backends on Linux', async () => {
    for (const backend of ['basic_text', 'unknown']) {
      const log = recordingLogger();
      const vault = await chooseVault(
        [
          () => tryKeytarVault(log, { load: async () => fakeKeytar(true) }),
          () => trySafeStorageFileVault(fakeSafeStorage(backend).storage, join(tempDir(), 'v.json'), log, 'linux'),
          async () => createMemoryVault(),
        ],
        log,
      );
      expect(vault.kind).toBe('memory');
      expect(log.lines.some((l) => l.includes(`Linux backend is ${backend}`))).toBe(true);
    }
  });

  it('safeStorage is accepted on other platforms without a backend check, refused when unavailable', async () => {
    const log = recordingLogger();
    const path = join(tempDir(), 'v.json');
    expect(await trySafeStorageFileVault(fakeSafeStorage('unknown').storage, path, log, 'win32')).not.toBeNull();
    expect(
      await trySafeStorageFileVault(fakeSafeStorage('x', { available: false }).storage, path, log, 'darwin'),
    ).toBeNull();
  });

  it('a candidate that throws is skipped; with none left, memory is used', async () => {
    const log = recordingLogger();
    const vault = await chooseVault(
      [
        async () => {
          throw new Error('boom');
        },
        async () => null,
      ],
      log,
    );
    expect(vault.kind).toBe('memory');
    expect(log.lines.some((l) => l.includes('boom'))).toBe(true);
  });
});

describe('safeStorage file vault', () => {
  it('stores only ciphertext, atomically, and round-trips', async () => {
    const log = recordingLogger();
    const dir = tempDir();
    const path = join(dir, 'nested', 'vault.json');
    const vault = (await trySafeStorageFileVault(fakeSafeStorage('gnome_libsecret').storage, path, log, 'linux'))!;
    await vault.set('session', 'secret-token-value');
    const onDisk = readFileSync(path, 'utf8');
    expect(onDisk).not.toContain('secret-token-value');
    expect(readdirSync(join(dir, 'nested'))).toEqual(['vault.json']);
    expect(await vault.get('session')).toBe('secret-token-value');
    await vault.delete('session');
    await roundTrip(vault);
  });

  it('concurrent sets do not lose each other', async () => {
    const log = recordingLogger();
    const vault = (await trySafeStorageFileVault(
      fakeSafeStorage('kwallet5').storage,
      join(tempDir(), 'v.json'),
      log,
      'linux',
    ))!;
    await Promise.all([vault.set('a', '1'), vault.set('b', '2'), vault.set('c', '3')]);
    expect([await vault.get('a'), await vault.get('b'), await vault.get('c')]).toEqual(['1', '2', '3']);
  });

  it('re-encrypts when the OS asks for it', async () => {
    const log = recordingLogger();
    const fake = fakeSafeStorage('gnome_libsecret', { reEncrypt: true });
    const vault = (await trySafeStorageFileVault(fake.storage, join(tempDir(), 'v.json'), log, 'linux'))!;
    await vault.set('k', 'v');
    expect(await vault.get('k')).toBe('v');
    expect(fake.encryptCalls).toEqual(['v', 'v']);
  });
});
