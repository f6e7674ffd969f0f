import { sm2 } from 'sm-crypto';

/** Saber's `sm2.doEncrypt(password, publicKey, 0)`: cipher mode C1C2C3 (bladex-contract.md §2.1). */
export const SM2_CIPHER_MODE = 0 as const;

/** C1 (64-byte point) + C3 (32-byte SM3) in hex; C2 is as long as the message. */
const OVERHEAD_HEX = 128 + 64;
const HEX = /^[0-9a-f]+$/i;

const tryDecrypt = (cipherHex: string, privateKey: string): string => {
  try {
    return sm2.doDecrypt(cipherHex, privateKey, SM2_CIPHER_MODE);
  } catch {
    // sm-crypto throws on some malformed points instead of answering ''.
    return '';
  }
};

/**
 * The plaintext of an SM2 ciphertext in hex (C1C2C3), or null when it is not one made with our public key:
 * sm-crypto checks C3 (the SM3 hash over the plaintext), so a wrong key or a changed byte never decrypts to
 * something else. sm-crypto writes C1 without the `04` point prefix and Java clients with it; both are read.
 */
export const decryptSm2 = (cipherHex: string, privateKey: string): string | null => {
  const text = cipherHex.trim();
  if (text.length <= OVERHEAD_HEX || text.length % 2 !== 0 || !HEX.test(text)) return null;
  const plain = tryDecrypt(text, privateKey);
  if (plain !== '') return plain;
  if (!text.startsWith('04') || text.length - 2 <= OVERHEAD_HEX) return null;
  return tryDecrypt(text.slice(2), privateKey) || null;
};
