import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_BYTES = 32;

/**
 * The JWT signing key: random, made once per data folder and kept in `secret.key` (mode 0600), so
 * tokens survive a restart but never match another installation's.
 */
export const loadOrCreateSecretKey = async (dataDir: string): Promise<Uint8Array> => {
  const file = join(dataDir, 'secret.key');
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length >= KEY_BYTES) return new Uint8Array(key);
    throw new Error(`签名密钥文件 ${file} 已损坏（长度不足 ${KEY_BYTES} 字节），请删除后重启以重新生成`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  // 'wx' fails if another process created it meanwhile; then read theirs so both agree.
  try {
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSecretKey(dataDir);
    throw error;
  }
  await chmod(file, 0o600).catch(() => undefined);
  return new Uint8Array(key);
};
