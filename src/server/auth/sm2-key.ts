import { join } from 'node:path';
import { sm2 } from 'sm-crypto';
import { loadOrCreateKeyFile } from './key-file';
import { decryptSm2, SM2_CIPHER_MODE } from './sm2-password';

/** The file next to `secret.key` that holds the server's SM2 key pair. */
export const SM2_KEY_FILE = 'sm2.key';

export interface Sm2KeyPair {
  /** Uncompressed point, lower hex with its `04` prefix (130 characters), as Saber's `website.auth.publicKey`. */
  publicKey: string;
  /** 64 lower-hex characters. */
  privateKey: string;
}

const PUBLIC_KEY = /^04[0-9a-f]{128}$/;
const PRIVATE_KEY = /^[0-9a-f]{64}$/;
/** Encrypted and decrypted at load: the two halves must belong together. */
const PROBE = 'sm2-key-check';

/**
 * The SM2 key pair of SpringBlade's password transport (bladex-contract.md §2.1, `blade.auth.public-key` /
 * `private-key`): made at first start by sm-crypto, kept as JSON in `<dataDir>/sm2.key` (mode 0600). A Saber build
 * is configured with the public key; the private key never leaves the file and the process.
 */
export const loadOrCreateSm2KeyPair = (dataDir: string): Promise<Sm2KeyPair> => {
  const file = join(dataDir, SM2_KEY_FILE);
  return loadOrCreateKeyFile(
    file,
    () => {
      const made = sm2.generateKeyPairHex();
      const key = { publicKey: made.publicKey.toLowerCase(), privateKey: made.privateKey.toLowerCase() };
      return { text: JSON.stringify(key), key };
    },
    (text) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const pair = parsed as Partial<Sm2KeyPair> | null;
      if (
        typeof pair?.publicKey === 'string' &&
        typeof pair.privateKey === 'string' &&
        PUBLIC_KEY.test(pair.publicKey) &&
        PRIVATE_KEY.test(pair.privateKey) &&
        decryptSm2(sm2.doEncrypt(PROBE, pair.publicKey, SM2_CIPHER_MODE), pair.privateKey) === PROBE
      ) {
        return { publicKey: pair.publicKey, privateKey: pair.privateKey };
      }
      throw new Error(
        `SM2 密钥文件 ${file} 已损坏，请删除后重启以重新生成（随后须把新的公钥重新配置到 Saber 等客户端）`,
      );
    },
  );
};
