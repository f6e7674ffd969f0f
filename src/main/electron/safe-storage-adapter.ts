import { safeStorage } from 'electron';
import type { SafeStorageLike } from '../host/vault/safe-storage-file-vault';

interface AsyncSafeStorage {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean } | string>;
}

const hasAsyncApi = (value: unknown): value is AsyncSafeStorage =>
  typeof (value as Partial<AsyncSafeStorage>).encryptStringAsync === 'function' &&
  typeof (value as Partial<AsyncSafeStorage>).decryptStringAsync === 'function' &&
  typeof (value as Partial<AsyncSafeStorage>).isAsyncEncryptionAvailable === 'function';

/**
 * Electron's safeStorage as the vault's async interface. Newer Electron has the async API (the
 * sync one is being removed); Electron 40 only has the sync one, which is wrapped.
 */
export const electronSafeStorage = (): SafeStorageLike => {
  const candidate: unknown = safeStorage;
  const base = { getSelectedStorageBackend: () => safeStorage.getSelectedStorageBackend() };
  if (hasAsyncApi(candidate)) {
    return {
      ...base,
      isAsyncEncryptionAvailable: () => candidate.isAsyncEncryptionAvailable(),
      encryptStringAsync: (s) => candidate.encryptStringAsync(s),
      decryptStringAsync: (b) => candidate.decryptStringAsync(b),
    };
  }
  return {
    ...base,
    isAsyncEncryptionAvailable: async () => safeStorage.isEncryptionAvailable(),
    encryptStringAsync: async (s) => safeStorage.encryptString(s),
    decryptStringAsync: async (b) => safeStorage.decryptString(b),
  };
};
