import { randomBytes } from 'node:crypto';
import type { Vault } from './vault/vault';

export const EMBEDDED_SECRET_VAULT_KEY = 'embedded-client-secret';

/**
 * The embedded server's client secret (issue 18 item 4): made at the first run and kept in the vault beside the
 * session, handed to the server when it starts and used by this host only. The public `saber_secret` then opens
 * nothing, so a process on this machine cannot ask the embedded server for a token. A vault that cannot keep it
 * (memory) makes a new one per start, which the server takes over at that start.
 */
export const loadEmbeddedClientSecret = async (vault: Vault): Promise<string> => {
  const kept = await vault.get(EMBEDDED_SECRET_VAULT_KEY).catch(() => null);
  if (kept && kept.length >= 32) return kept;
  const made = randomBytes(32).toString('base64url');
  await vault.set(EMBEDDED_SECRET_VAULT_KEY, made);
  return made;
};
