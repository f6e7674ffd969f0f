import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadOrCreateKeyFile } from './key-file';

const KEY_BYTES = 32;

/** The JWT signing key: random, kept in the data folder's `secret.key` (key-file.ts). */
export const loadOrCreateSecretKey = (dataDir: string): Promise<Uint8Array> => {
  const file = join(dataDir, 'secret.key');
  return loadOrCreateKeyFile(
    file,
    () => {
      const key = randomBytes(KEY_BYTES);
      return { text: key.toString('base64'), key: new Uint8Array(key) };
    },
    (text) => {
      const key = Buffer.from(text, 'base64');
      if (key.length >= KEY_BYTES) return new Uint8Array(key);
      throw new Error(`签名密钥文件 ${file} 已损坏（长度不足 ${KEY_BYTES} 字节），请删除后重启以重新生成`);
    },
  );
};
