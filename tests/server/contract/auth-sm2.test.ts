import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto';
import { loadOrCreateSm2KeyPair, SM2_KEY_FILE } from '../../../src/server/auth/sm2-key';
import { decryptSm2 } from '../../../src/server/auth/sm2-password';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sm2-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('SM2 password transport', () => {
  const pair = sm2.generateKeyPairHex();

  it('round-trips what sm-crypto encrypts in Saber’s mode, with and without the 04 prefix', () => {
    for (const plain of ['admin', 'Dali@2024!', '大理古城-洱海 🌊', 'x'.repeat(200)]) {
      const cipher = sm2.doEncrypt(plain, pair.publicKey, 0);
      expect(decryptSm2(cipher, pair.privateKey)).toBe(plain);
      expect(decryptSm2(`04${cipher}`, pair.privateKey)).toBe(plain);
      expect(decryptSm2(cipher.toUpperCase(), pair.privateKey)).toBe(plain);
    }
  });

  it('answers null for anything that is not our ciphertext', () => {
    const other = sm2.generateKeyPairHex();
    const cipher = sm2.doEncrypt('admin', pair.publicKey, 0);
    const c1c3c2 = sm2.doEncrypt('admin', pair.publicKey, 1);
    for (const bad of [
      '',
      'admin',
      'zz'.repeat(120),
      '0'.repeat(201),
      cipher.slice(0, 192),
      `${cipher.slice(0, 150)}${cipher[150] === 'a' ? 'b' : 'a'}${cipher.slice(151)}`,
      sm2.doEncrypt('admin', other.publicKey, 0),
      c1c3c2,
    ]) {
      expect(decryptSm2(bad, pair.privateKey)).toBeNull();
    }
  });
});

describe('the server’s SM2 key pair', () => {
  it('is made once, kept 0600 next to secret.key, and read back the same', async () => {
    const dir = await tempDir();
    const first = await loadOrCreateSm2KeyPair(dir);
    expect(first.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(first.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(join(dir, SM2_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSm2KeyPair(dir)).toEqual(first);
    const cipher = sm2.doEncrypt('admin', first.publicKey, 0);
    expect(decryptSm2(cipher, first.privateKey)).toBe('admin');
  });

  it('refuses a damaged or mismatched file instead of replacing it', async () => {
    const dir = await tempDir();
    const file = join(dir, SM2_KEY_FILE);
    await writeFile(file, 'not json');
    await expect(loadOrCreateSm2KeyPair(dir)).rejects.toThrow(/SM2 密钥文件 .*已损坏/);
    const a = sm2.generateKeyPairHex();
    const b = sm2.generateKeyPairHex();
    await writeFile(file, JSON.stringify({ publicKey: a.publicKey, privateKey: b.privateKey }));
    await expect(loadOrCreateSm2KeyPair(dir)).rejects.toThrow(/已损坏/);
    expect(await readFile(file, 'utf8')).toContain(a.publicKey);
  });
});
