import type { Logger } from '../log';
import type { Vault } from './vault';

export const KEYTAR_SERVICE = 'dali-backoffice';

/** The part of keytar we use (keytar 7). */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

const isKeytarLike = (value: unknown): value is KeytarLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeytarLike).getPassword === 'function' &&
  typeof (value as KeytarLike).setPassword === 'function' &&
  typeof (value as KeytarLike).deletePassword === 'function';

export const keytarVault = (keytar: KeytarLike, service = KEYTAR_SERVICE): Vault => ({
  kind: 'keytar',
  get: (key) => keytar.getPassword(service, key),
  set: (key, value) => keytar.setPassword(service, key, value),
  delete: async (key) => {
    await keytar.deletePassword(service, key);
  },
});

/**
 * keytar is an optional dependency: npm skips it where it cannot be built (no libsecret headers), and its
 * types may be absent too, so it is imported by a name the compiler does not resolve.
 */
const KEYTAR_MODULE: string = 'keytar';

const loadKeytar = async (): Promise<KeytarLike> => {
  // A missing build, a missing package or no keychain must not stop the app: the vault falls back.
  const mod: unknown = await import(KEYTAR_MODULE);
  const candidate = (mod as { default?: unknown }).default ?? mod;
  if (!isKeytarLike(candidate)) throw new Error('the keytar module does not have the expected functions');
  return candidate;
};

/**
 * Loads keytar and probes the keychain with a read. On Linux without a Secret Service the probe
 * rejects (no D-Bus / no keyring), which is exactly the case where we must fall back.
 */
export const tryKeytarVault = async (
  log: Logger,
  options: { service?: string; load?: () => Promise<KeytarLike> } = {},
): Promise<Vault | null> => {
  const service = options.service ?? KEYTAR_SERVICE;
  try {
    const keytar = await (options.load ?? loadKeytar)();
    await keytar.getPassword(service, '__probe__');
    return keytarVault(keytar, service);
  } catch (error) {
    log.warn(`keytar vault skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
};
