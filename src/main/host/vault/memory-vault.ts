import type { Vault } from './vault';

/** Secrets kept only for the life of the process: tests, and the browser host by default. */
export const createMemoryVault = (): Vault => {
  const secrets = new Map<string, string>();
  return {
    kind: 'memory',
    get: async (key) => secrets.get(key) ?? null,
    set: async (key, value) => {
      secrets.set(key, value);
    },
    delete: async (key) => {
      secrets.delete(key);
    },
  };
};
