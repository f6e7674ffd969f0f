import { createHash } from 'node:crypto';

/** BladeX Saber sends md5(plain text) as lower hex; the server applies SHA-1 on top. */
export const md5Hex = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');
