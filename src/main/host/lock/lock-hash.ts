import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The lock password is kept only as `scrypt$N$r$p$<salt>$<key>` (base64url), with a random
 * 16-byte salt per hash, so neither the vault nor a memory dump of the session shows it.
 */
const PREFIX = 'scrypt';
const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashLockPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const parse = (stored: string) => {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  // Only parameters this code writes: a tampered secret must not make us burn memory or CPU.
  if (options.N !== PARAMS.N || options.r !== PARAMS.r || options.p !== PARAMS.p) return null;
  return { options, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

/** Constant-time comparison of the derived keys; a malformed hash verifies nothing. */
export const verifyLockPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return timingSafeEqual(key, parsed.key);
};
