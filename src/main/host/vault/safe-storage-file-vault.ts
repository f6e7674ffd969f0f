import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../atomic-write';
import type { Logger } from '../log';
import type { Vault } from './vault';

/** The async half of Electron's safeStorage, injected so this file stays Electron-free. */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean } | string>;
  getSelectedStorageBackend?(): string;
}

/** Linux backends that mean "encrypted with a hard-coded password", i.e. not protected at all. */
const UNSAFE_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

const fileSchema = z.object({ version: z.literal(1), entries: z.record(z.string(), z.string()) });
type VaultFile = z.infer<typeof fileSchema>;

/**
 * Secrets encrypted with safeStorage, kept as base64 ciphertexts in one JSON file under userData.
 * Writes are atomic and serialized, so two quick sets cannot lose each other's entry.
 */
export const safeStorageFileVault = (safeStorage: SafeStorageLike, filePath: string, log: Logger): Vault => {
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const readAll = async (): Promise<VaultFile> => {
    let text: string;
    try {
      text = await readFile(filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, entries: {} };
      throw error;
    }
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`vault file ${filePath} is not in the expected format`);
    return parsed.data;
  };

  const writeAll = (file: VaultFile) => writeFileAtomic(filePath, JSON.stringify(file), 0o600);

  const decrypt = async (base64: string): Promise<{ value: string; reEncrypt: boolean }> => {
    const answer = await safeStorage.decryptStringAsync(Buffer.from(base64, 'base64'));
    return typeof answer === 'string'
      ? { value: answer, reEncrypt: false }
      : { value: answer.result, reEncrypt: answer.shouldReEncrypt };
  };

  const setEntry = async (key: string, value: string) => {
    const file = await readAll();
    const cipher = await safeStorage.encryptStringAsync(value);
    file.entries[key] = cipher.toString('base64');
    await writeAll(file);
  };

  return {
    kind: 'safe-storage-file',
    get: (key) =>
      serialized(async () => {
        const file = await readAll();
        const base64 = file.entries[key];
        if (base64 === undefined) return null;
        const { value, reEncrypt } = await decrypt(base64);
        if (reEncrypt) {
          // The OS rotated its key: store the secret again under the new one.
          await setEntry(key, value).catch((error: unknown) =>
            log.warn(`re-encrypting ${key} failed: ${String(error)}`),
          );
        }
        return value;
      }),
    set: (key, value) => serialized(() => setEntry(key, value)),
    delete: (key) =>
      serialized(async () => {
        const file = await readAll();
        if (!(key in file.entries)) return;
        delete file.entries[key];
        await writeAll(file);
      }),
  };
};

/** Decides whether safeStorage really protects secrets here; null with a logged reason when not. */
export const trySafeStorageFileVault = async (
  safeStorage: SafeStorageLike,
  filePath: string,
  log: Logger,
  platform: NodeJS.Platform = process.platform,
): Promise<Vault | null> => {
  try {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) {
      log.warn('safeStorage vault skipped: encryption is not available');
      return null;
    }
    if (platform === 'linux') {
      const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
      if (UNSAFE_LINUX_BACKENDS.has(backend)) {
        log.warn(`safeStorage vault skipped: Linux backend is ${backend}, which does not protect secrets`);
        return null;
      }
    }
    return safeStorageFileVault(safeStorage, filePath, log);
  } catch (error) {
    log.warn(`safeStorage vault skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
};
