import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password storage: `scrypt$N$r$p$salt$hash` of what the client sends, the lower-hex md5 of the
 * plaintext (BladeX flavour, bladex-contract.md §2.2). The md5 is only a transport encoding; scrypt
 * with a random salt is what protects the stored value.
 */
const N = 1 << 15;
const R_BLOCK = 8;
const P = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
const MAX_MEM = 64 * 1024 * 1024;

const derive = (secret: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(secret, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

export const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

export const hashPassword = async (wirePassword: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(wirePassword, salt, { N, r: R_BLOCK, p: P, maxmem: MAX_MEM }, KEY_LENGTH);
  return ['scrypt', N, R_BLOCK, P, salt.toString('base64'), key.toString('base64')].join('$');
};

/** A stored value that is not ours (or is corrupt) never matches. */
export const verifyPassword = async (wirePassword: string, stored: string): Promise<boolean> => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 1 << 20) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(
    wirePassword,
    salt,
    { N: n, r, p, maxmem: Math.max(MAX_MEM, 256 * n * r) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
};

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told from a wrong password. */
export const burnPasswordCheck = async (wirePassword: string): Promise<void> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(wirePassword, await dummyHash);
};
